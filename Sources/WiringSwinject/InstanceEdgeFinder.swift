import Swinject
import WiringModel

/// Finds `resolves` edges between registrations from the instances their scopes keep.
///
/// For every instance a registration's storage knows of, the finder walks the
/// instance's stored properties with `Mirror` — through optionals, collections,
/// tuples, structs and enums, and through objects no registration accounts for —
/// and stops at each value that belongs to a registration, giving an edge from the
/// holder's registration to it, labelled with the holder's property that leads there.
///
/// A value belongs to a registration, in this order of trust:
/// 1. **identity** — the object is one a registration's storage keeps;
/// 2. **exact type** — its dynamic type is a registered (or forwarded) service type;
/// 3. **seen type** — a registration's storage keeps another instance of the same dynamic type;
/// 4. **conformance** — it is an instance of a registered service type (a protocol it
///    conforms to, a superclass), a type check that builds nothing.
///
/// The first rule that matches decides. When it matches several registrations, those
/// in the holder's own container or the nearest parent win; if several are still left,
/// the value is known to be a service but not which, and no edge is drawn (identity
/// is exact, so there every match gets an edge). Values of the standard library and
/// Foundation are not matched by type, so a `String` field never counts as a registered
/// `String`; a `Resolver` held by an instance (the container itself) is never walked.
struct InstanceEdgeFinder {
    /// How deep the walk follows stored properties from an instance.
    static let maxDepth = 12

    private let registrations: [ServiceRegistration]
    private var idsByObject: [ObjectIdentifier: [Int]] = [:]

    /// Prepares the finder.
    ///
    /// - Parameter registrations: Every captured registration.
    init(registrations: [ServiceRegistration]) {
        self.registrations = registrations.sorted { $0.id < $1.id }
        for (index, registration) in self.registrations.enumerated() {
            for object in registration.instances.compactMap(Reflection.object) {
                idsByObject[ObjectIdentifier(object), default: []].append(index)
            }
        }
    }

    /// The edges the kept instances show.
    func edges() -> [Edge] {
        var edges = Set<Edge>()
        for holder in registrations {
            for instance in holder.instances {
                walk(instance, holder: holder, into: &edges)
            }
        }
        return Array(edges)
    }

    /// What a walk learns of one value.
    private enum Match {
        /// No registration accounts for the value: look inside it.
        case none
        /// The value belongs to these registrations (none when it is ambiguous): stop here.
        case registrations([Int])
    }

    private func walk(_ instance: Any, holder: ServiceRegistration, into edges: inout Set<Edge>) {
        var visited = Set<ObjectIdentifier>()
        if let object = Reflection.object(instance) { visited.insert(ObjectIdentifier(object)) }
        var pending: [(value: Any, label: String?, depth: Int)] = Self.children(of: instance, label: nil, depth: 1)
        while let (value, label, depth) = pending.popLast() {
            let object = Reflection.object(value)
            if let object {
                guard visited.insert(ObjectIdentifier(object)).inserted, !Self.isSwinjectMachinery(object) else { continue }
            }
            switch match(value, object: object, holder: holder) {
            case .registrations(let matches):
                for index in matches where registrations[index].id != holder.id {
                    edges.insert(Edge(from: holder.id, to: registrations[index].id, kind: .resolves, label: label))
                }
            case .none:
                if depth < Self.maxDepth {
                    pending += Self.children(of: value, label: label, depth: depth + 1)
                }
            }
        }
    }

    /// A value's stored parts; the label stays the holder's property once there is one.
    private static func children(of value: Any, label: String?, depth: Int) -> [(value: Any, label: String?, depth: Int)] {
        Reflection.children(of: value).reversed().map { child in
            let childLabel = child.label.flatMap { $0.hasPrefix("$__lazy_storage_$_") ? String($0.dropFirst(18)) : $0 }
            let named = childLabel.flatMap { $0.first?.isLetter == true || $0.first == "_" ? $0 : nil }
            return (child.value, label ?? named, depth)
        }
    }

    private func match(_ value: Any, object: AnyObject?, holder: ServiceRegistration) -> Match {
        if let object, let owners = idsByObject[ObjectIdentifier(object)] {
            return .registrations(nearest(owners, to: holder))
        }
        let style = Mirror(reflecting: value).displayStyle
        guard object != nil || style == .struct || style == .enum else { return .none }
        let dynamicType: Any.Type = object.map { type(of: $0) } ?? type(of: value)
        guard !Self.isLibraryType(dynamicType) else { return .none }
        let typeID = ObjectIdentifier(dynamicType)
        let rules: [(ServiceRegistration) -> Bool] = [
            { $0.serviceTypes.contains { $0 == dynamicType } },
            { $0.instanceTypes.contains(typeID) },
            { $0.serviceTypes.contains { !Self.isUniversal($0) && Reflection.value(value, isInstanceOf: $0) } },
        ]
        for rule in rules {
            let matches = registrations.indices.filter { rule(registrations[$0]) }
            guard !matches.isEmpty else { continue }
            let nearest = nearest(matches, to: holder)
            return .registrations(nearest.count == 1 ? nearest : [])
        }
        return .none
    }

    /// The matches in the container nearest the holder's, preferring its own and its parents.
    private func nearest(_ matches: [Int], to holder: ServiceRegistration) -> [Int] {
        func distance(_ index: Int) -> Int {
            let position = registrations[index].containerIndex
            return position >= holder.containerIndex ? position - holder.containerIndex : 1_000 + holder.containerIndex - position
        }
        let best = matches.map(distance).min()
        return matches.filter { distance($0) == best }
    }

    /// Swinject's own objects: a held resolver or storage leads back into the container, not to a service.
    private static func isSwinjectMachinery(_ object: AnyObject) -> Bool {
        object is any Resolver || object is any InstanceStorage || object is any ObjectScopeProtocol
    }

    /// Types no registration is matched to by type: the standard library's and Foundation's.
    private static func isLibraryType(_ type: Any.Type) -> Bool {
        ["Swift", "Foundation", "FoundationEssentials", "Dispatch", "_Concurrency"]
            .contains(TypeName.module(of: SwinjectTypeName.of(type)))
    }

    /// `Any` and `AnyObject`, which every value or object is an instance of.
    private static func isUniversal(_ type: Any.Type) -> Bool {
        type == Any.self || type == AnyObject.self
    }
}
