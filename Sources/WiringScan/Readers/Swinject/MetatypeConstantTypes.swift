import WiringModel

/// Settles the types written as constants (`register(Keys.api)`, `resolve(Keys.api)`): a constant the scan
/// indexes as holding a metatype (`static let api = ApiProtocol.self`) names that type; any other member
/// is read as it was before constants were looked at: no type written.
enum MetatypeConstantTypes {
    /// The files with each constant type kept when it is indexed, and dropped otherwise.
    static func settled(_ files: [SwinjectFile], index: TypeIndex) -> [SwinjectFile] {
        files.map { entry in
            // A file writing no type as a constant is kept as it is.
            guard writesConstantTypes(entry.facts) else { return entry }
            let file = entry.file
            var facts = entry.facts
            let scope = { (context: [String]) in LookupScope(module: file.module, context: context, imports: file.imports) }
            var kept: [RegistrationCall] = []
            for var call in facts.registrations {
                settle(&call.resolves, scope: scope(call.context), index: index)
                if call.typeIsConstant, !holdsMetatype(call.explicitType, in: scope(call.context), index: index) {
                    call.explicitType = nil
                    call.typeIsConstant = false
                    switch call.kind {
                    case .factory:
                        break
                    case .autoregister, .autoregisterClosure, .storyboard:
                        facts.warnings.append(ScanWarning(
                            .notRead, place: SourcePlace(file: file.file, line: call.line),
                            message: SwinjectExtensionReader.unwrittenType("autoregister")))
                        continue
                    }
                }
                kept.append(call)
            }
            facts.registrations = kept
            for position in facts.resolverFunctions.indices {
                let owner = facts.resolverFunctions[position].owner
                settle(&facts.resolverFunctions[position].resolves, scope: scope(owner), index: index)
            }
            for position in facts.resolvingProperties.indices {
                let owner = facts.resolvingProperties[position].owner
                settle(&facts.resolvingProperties[position].resolves, scope: scope(owner), index: index)
            }
            return SwinjectFile(file: file, facts: facts)
        }
    }

    /// Whether a file's registrations, resolver functions or resolving properties write a type as a constant.
    private static func writesConstantTypes(_ facts: SwinjectFacts) -> Bool {
        func constant(_ resolves: [ResolveCall]) -> Bool { resolves.contains(where: \.typeIsConstant) }
        return facts.registrations.contains { $0.typeIsConstant || constant($0.resolves) }
            || facts.resolverFunctions.contains { constant($0.resolves) }
            || facts.resolvingProperties.contains { constant($0.resolves) }
    }

    private static func settle(_ resolves: inout [ResolveCall], scope: LookupScope, index: TypeIndex) {
        for position in resolves.indices where resolves[position].typeIsConstant {
            if !holdsMetatype(resolves[position].type, in: scope, index: index) { resolves[position].type = nil }
            resolves[position].typeIsConstant = false
        }
    }

    /// Whether a reference names a constant the scan indexes as holding a metatype.
    private static func holdsMetatype(_ reference: TypeReference?, in scope: LookupScope, index: TypeIndex) -> Bool {
        guard case .named(let components)? = reference else { return false }
        return index.aliasValue(for: components, in: scope) != nil
    }
}
