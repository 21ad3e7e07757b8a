import Dispatch

/// The manifests one scan has read, by package folder (absolute): what the project model made of
/// each one, carried with the model so that the module graph, the Tuist externals and the answer
/// to which module a file is in take the same reading, and every manifest is interpreted once
/// per scan.
package struct PackageReadings: Sendable {
    /// A manifest read: its package's description, or why none could be read.
    package typealias Reading = Result<PackageDescription, ManifestSyntaxReader.ManifestProblem>

    private var byFolder: [String: Reading] = [:]

    /// No manifest read yet.
    package init() {}

    /// The reading of the package in a folder, when the scan made one.
    package subscript(folder: String) -> Reading? {
        byFolder[SourceLayout.normalized(folder)]
    }

    /// Keeps a reading.
    package mutating func keep(_ reading: Reading, packageAt folder: String) {
        byFolder[SourceLayout.normalized(folder)] = reading
    }

    /// Adds the readings of another folder of the scan (the first reading of a folder wins).
    package mutating func add(_ other: PackageReadings) {
        byFolder.merge(other.byFolder) { first, _ in first }
    }

    /// The reading of the package in a folder: the scan's, else the manifest read now.
    package func read(packageAt folder: String) -> Reading {
        readCounting(packageAt: folder).reading
    }

    /// The reading of the package in a folder, and the steps reading it took now (none when the
    /// scan had read it).
    package func readCounting(packageAt folder: String) -> (reading: Reading, steps: Int) {
        if let kept = self[folder] { return (kept, 0) }
        return ManifestSyntaxReader.readCounting(packageAt: folder)
    }

    /// How many manifests were read.
    package var count: Int { byFolder.count }
}
