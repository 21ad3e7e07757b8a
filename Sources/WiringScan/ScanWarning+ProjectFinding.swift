import WiringProjectModel

extension ScanWarning.Kind {
    /// The kind of warning a project model's finding becomes: a part of a description not read
    /// (or found and used by nothing, a value not computed, or a path that names its folder only where case is ignored), files it names that are not on disk, files no target compiles.
    init(_ finding: ProjectFinding.Kind) {
        switch finding {
        case .notRead, .unused, .notComputed, .caseDiffers: self = .projectNotRead
        case .missingFiles: self = .outsideTree
        case .notCompiled: self = .fileNotRead
        }
    }
}
