/// Folders of code an app ships but did not write, whose build descriptions are not the app's:
/// dependency managers' checkouts and build output.
enum VendoredFolders {
    static let names: Set<String> = ["Pods", "Carthage", "checkouts", "DerivedData", "vendor", "Vendor", "SourcePackages", "node_modules"]

    /// Whether a relative path lies in a vendored folder.
    static func holds(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { names.contains(String($0)) }
    }
}
