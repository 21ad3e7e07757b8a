/// The library a manifest is written against, as the interpreter models it: its types, the type
/// the manifest makes (the last one made is the manifest's value), the factories whose values are
/// read, and the types its arguments expect.
///
/// The interpreter knows nothing of PackageDescription beyond this table, so another description
/// library (a project's) is another table.
package struct ManifestVocabulary: Sendable {
    /// The type whose last value made is what the manifest declares (`Package`).
    package let rootType: String
    /// Every type of the library a manifest may name, nested ones with their owner (`Target.Dependency`).
    package let types: Set<String>
    /// The members of each type that make a value of that type, by the type (`Target`: `target`, …).
    /// A member of the library not listed is still a value, kept whole and read by no one.
    package let factories: [String: Set<String>]
    /// The type an argument of a factory expects, by `Type.factory.label` or `Type.label`
    /// (`Package.targets`: `[Target]`), so implicit members inside it are looked up there.
    package let argumentTypes: [String: String]
    /// The type a string literal stands for where this type is expected (`Target.Dependency` for `"Core"`).
    package let stringLiteralTypes: Set<String>
    /// The types whose initializer a manifest may call (`Package(…)`; a project's `Target(…)`): others' `init` is not read.
    package var initializers: Set<String> = []
    /// The types of the library an array literal stands for where they are expected, besides arrays
    /// and sets (`SourceFilesList` for `["Sources/**"]`).
    package var arrayLiteralTypes: Set<String> = []
    /// The factories that make targets, with the target type each makes (`testTarget`: `test`), for a target's `type`.
    package var targetTypes: [String: String] = [:]
    /// The target type of test targets, for a target's `isTest`.
    package var testTargetType: String? = nil
    /// The types of the library that are classes (`Package`, `Target` in PackageDescription): a
    /// method of theirs may change the object every name of it shares, so one the interpreter does
    /// not model is not carried as a value (`ManifestInterpreter+Carried.swift`).
    package var referenceTypes: Set<String> = []
    /// The types of the library that are dictionaries (Tuist's `SettingsDictionary`, a
    /// `[String: SettingValue]`): what the manifest adds to one, a dictionary value has, and the
    /// library's `merging(_:)` (the other's value wins for a key both hold) is computed.
    package var dictionaryTypes: Set<String> = []
    /// The library's methods on a dictionary type that set fixed keys (Tuist's
    /// `SettingsDictionary.marketingVersion(_:)` sets `MARKETING_VERSION`), by the method: the
    /// keys each may write. Each is computed as the `merging(_:)` of those keys it is, so the keys
    /// it does not write (a module name) keep what the dictionary holds.
    package var dictionarySetters: [String: [String]] = [:]

    /// The type a labelled argument of a factory of `type` expects, if known.
    package func argumentType(of type: String, factory: String, label: String?) -> String? {
        guard let label else { return nil }
        return argumentTypes[type + "." + factory + "." + label] ?? argumentTypes[type + "." + label]
    }

    /// The types of the library that have a factory of this name.
    package func owners(ofFactory name: String) -> [String] {
        factories.filter { $0.value.contains(name) }.map(\.key).sorted()
    }
}

extension ManifestVocabulary {
    /// PackageDescription, as SwiftPM 5 and 6 declare it.
    package static let packageDescription = ManifestVocabulary(
        rootType: "Package",
        types: [
            "Package", "Package.Dependency", "Package.Dependency.Requirement", "Target", "Target.Dependency",
            "Target.TargetType", "Target.PluginUsage", "Target.PluginCapability", "Product", "Product.Library",
            "Product.Library.LibraryType", "Product.Executable", "Product.Plugin", "SwiftSetting", "CSetting",
            "CXXSetting", "LinkerSetting", "Platform", "SupportedPlatform", "TargetDependencyCondition",
            "BuildSettingCondition", "BuildConfiguration", "Version", "Resource", "SwiftLanguageMode", "SwiftVersion",
            "LanguageTag", "SystemPackageProvider", "PluginCommandIntent", "PluginPermission",
            "PluginNetworkPermissionScope", "Trait", "CLanguageStandard", "CXXLanguageStandard", "ProductSetting",
            "Context", "WarningLevel", "PackageDescription",
        ],
        factories: [
            "Target": ["target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "plugin", "macro"],
            "Target.Dependency": ["target", "product", "byName", "productItem", "targetItem", "byNameItem"],
            "Product": ["library", "executable", "plugin"],
            "Package.Dependency": ["package"],
        ],
        argumentTypes: [
            "Package.targets": "[Target]", "Package.products": "[Product]", "Package.dependencies": "[Package.Dependency]",
            "Package.platforms": "[SupportedPlatform]", "Package.swiftLanguageModes": "[SwiftLanguageMode]",
            "Package.swiftLanguageVersions": "[SwiftVersion]", "Package.traits": "[Trait]",
            "Target.dependencies": "[Target.Dependency]", "Target.swiftSettings": "[SwiftSetting]",
            "Target.cSettings": "[CSetting]", "Target.cxxSettings": "[CXXSetting]", "Target.linkerSettings": "[LinkerSetting]",
            "Target.resources": "[Resource]", "Target.plugins": "[Target.PluginUsage]", "Target.exclude": "[String]",
            "Target.sources": "[String]", "Target.path": "String", "Target.name": "String",
            "Target.Dependency.condition": "TargetDependencyCondition", "TargetDependencyCondition.platforms": "[Platform]",
            "Product.targets": "[String]", "Product.name": "String", "Product.type": "Product.Library.LibraryType",
            "SwiftSetting.define.name": "String", "SwiftSetting.define": "BuildSettingCondition",
            "SwiftSetting.unsafeFlags": "BuildSettingCondition",
            "BuildSettingCondition.platforms": "[Platform]", "BuildSettingCondition.configuration": "BuildConfiguration",
        ],
        stringLiteralTypes: ["Target.Dependency", "Target.PluginUsage", "Version", "LanguageTag", "String"],
        initializers: ["Package"],
        targetTypes: [
            "target": "regular", "executableTarget": "executable", "testTarget": "test", "macro": "macro",
            "plugin": "plugin", "systemLibrary": "system", "binaryTarget": "binary",
        ],
        testTargetType: "test",
        referenceTypes: ["Package", "Target", "Product", "Package.Dependency"])

    /// The names of the standard library and Foundation the interpreter gives a meaning to: a
    /// manifest that declares one of its own is not read, since Swift would call either.
    ///
    /// `Swift` qualifies names the interpreter reads (`Swift.String`); other modules' names
    /// (`Foundation`, `Darwin`) qualify none, so a type the manifest names so is its own, as in
    /// Swift, where a type hides a module of the same name.
    package static let modelledGlobals: Set<String> = [
        "Array", "String", "Int", "Bool", "Dictionary", "Set", "Optional", "Double", "ProcessInfo", "FileManager",
        "print", "exit", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "abort",
        "Swift",
    ]
}

extension ManifestVocabulary {
    /// Whether an array literal stands for a value of this type (named as `typeName` writes it) in
    /// one of the description libraries.
    package static func isArrayLiteralType(_ name: String) -> Bool {
        packageDescription.arrayLiteralTypes.contains(name) || projectDescription.arrayLiteralTypes.contains(name)
    }
}
