import WiringModel

/// The methods of registered types that take a resolver but that no factory the scan reads hands one to: what
/// they resolve belongs to whoever calls them (a coordinator passing the container later, a test), which the
/// scan does not follow, so each is said rather than left out silently.
extension RegistrationGraphBuilder {
    /// Says each method, initializer or closure property of a type a registration builds that takes a resolver,
    /// resolves or hands it on, and was followed from no factory. Call once every registration is read.
    mutating func warnUnfollowedFunctions() {
        for owner in builtTypes.sorted() {
            for located in declarations.functions(of: owner) {
                let function = located.declaration
                guard !followedFunctions.contains(owner + "\u{0}" + function.name),
                      let first = function.resolves.first?.text ?? function.handOffs.first?.text
                else { continue }
                let count = function.resolves.count + function.handOffs.count
                let more = count > 1 ? ", and \(count - 1) more" : ""
                let signature = function.name + "(" + function.labels.map { $0 + ":" }.joined() + ")"
                warn(SourcePlace(file: located.file, line: function.line), .resolverNotFollowed,
                     "\(owner).\(signature) takes a resolver, but no factory the scan reads hands it one; "
                        + "what it resolves there is not read ('\(first)'\(more))")
            }
        }
    }
}
