import Testing
import WiringProjectModel

@Suite("SwiftPM packages as projects of the model")
struct PackageProjectTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            products: [.library(name: "ShopKit", targets: ["Kit", "Api"])],
            dependencies: [
                .package(path: "Modules/Core"),
                .package(url: "https://example.com/acme/Swinject.git", from: "2.8.0"),
            ],
            targets: [
                .target(name: "Kit", dependencies: ["Api", .product(name: "Swinject", package: "Swinject")], exclude: ["Old"]),
                .target(name: "Api", path: "Code/Api", sources: ["Live", "Client.swift"]),
                .testTarget(name: "KitTests", dependencies: [.target(name: "Kit")]),
            ])
        """

    @Test("a package's targets compile what their folder, sources and exclude say; each file's module is the model's")
    func targetsAndFiles() throws {
        let tree = try TreeFixture([
            "Package.swift": Self.manifest,
            "Sources/Kit/Kit.swift": "",
            "Sources/Kit/Old/Legacy.swift": "",
            "Code/Api/Client.swift": "",
            "Code/Api/Live/Fetch.swift": "",
            "Code/Api/Draft.swift": "",
            "Tests/KitTests/KitTests.swift": "",
            "Modules/Core/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Core", targets: [.target(name: "Core")])
                """,
            "Modules/Core/Sources/Core/Core.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        let shop = try #require(model.projects.first { $0.kind == .package && $0.name == "Shop" })
        #expect(shop.id == "package:" + (tree.root.split(separator: "/").last.map(String.init) ?? "").lowercased())
        #expect(shop.targets.map(\.name) == ["Kit", "Api", "KitTests"])
        #expect(shop.targets.map(\.files) == [["Sources/Kit/Kit.swift"], ["Code/Api/Client.swift", "Code/Api/Live/Fetch.swift"], ["Tests/KitTests/KitTests.swift"]])
        #expect(shop.targets.map(\.folder) == ["Sources/Kit", "Code/Api", "Tests/KitTests"])
        #expect(shop.products == ["ShopKit": ["Kit", "Api"]])
        #expect(shop.packages.map(\.identity) == ["core", "swinject"])
        #expect(shop.packages.map(\.folder) == ["Modules/Core", nil])
        let kit = try #require(shop.targets.first)
        #expect(kit.dependencies.map { "\($0.kind) \($0.name) \($0.package ?? "-")" } == ["target Api -", "package Swinject swinject"])
        #expect(model.module(of: "Sources/Kit/Kit.swift")?.moduleName == "Kit")
        #expect(model.module(of: "Sources/Kit/Old/Legacy.swift") == nil)
        #expect(model.module(of: "Code/Api/Draft.swift") == nil)
        #expect(model.module(of: "Code/Api/Live/Fetch.swift")?.moduleName == "Api")
        #expect(model.module(of: "Tests/KitTests/KitTests.swift")?.role == .test)
        #expect(model.module(of: "Modules/Core/Sources/Core/Core.swift")?.moduleName == "Core")
    }

    @Test("an Xcode target that compiles a package's file keeps it: packages come after the other projects")
    func specFirst() throws {
        let tree = try TreeFixture([
            "Package.swift": Self.manifest,
            "project.yml": """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [Sources/Kit]
                """,
            "Sources/Kit/Kit.swift": "",
        ])
        defer { tree.remove() }
        let model = try tree.read()
        #expect(model.module(of: "Sources/Kit/Kit.swift")?.moduleName == "Shop")
        #expect(model.projects.last?.kind == .package)
    }
}
