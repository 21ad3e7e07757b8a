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
                guard !followedSignatures.contains(Self.signatureKey(owner, function)),
                      let first = function.resolves.first?.text ?? function.handOffs.first?.text
                else { continue }
                let count = function.resolves.count + function.handOffs.count
                let more = count > 1 ? ", and \(count - 1) more" : ""
                let signature = Self.signature(function)
                warn(SourcePlace(file: located.file, line: function.line), .resolverNotFollowed,
                     "\(owner).\(signature) takes a resolver, but no factory the scan reads hands it one; "
                        + "what it resolves there is not read ('\(first)'\(more))")
            }
        }
    }

    /// `setUp(with:)`: a function's name and argument labels.
    static func signature(_ function: ResolverFunction) -> String {
        function.name + "(" + function.labels.map { $0 + ":" }.joined() + ")"
    }

    /// The key a followed function is known by: its owner and signature, so an overload with other labels is told apart.
    static func signatureKey(_ owner: String, _ function: ResolverFunction) -> String {
        owner + "\u{0}" + signature(function)
    }
}
