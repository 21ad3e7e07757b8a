import WiringDiff
import WiringModel
import WiringPlatform

/// Rules that classify new crossings as allowed, forbidden or unclassified.
///
/// A rules file (JSON, documented in `docs/crossing-rules.md`) holds any of:
///
/// - `layers`: the layer order, **top first**. A crossing from a node of one layer to a
///   node of the same layer or of a layer listed *later* (lower) is allowed; a crossing
///   from a lower layer to an upper one is forbidden. A node belongs to the first layer
///   with a pattern that matches it.
/// - `forbidden`: pairs of patterns; a crossing from a match of `from` to a match of
///   `to` is forbidden.
/// - `allowed`: pairs of patterns that are always allowed: exceptions to the other two.
/// - `cycles`: scopes (`boundaries`, `services`, `objects`) in which no cycle may form.
/// - `lifetimes`: whether a long-lived service may hold a short-lived one (a captive dependency).
///
/// The first crossing rule that applies decides, in this order: allowed pairs, forbidden pairs,
/// layer order. A crossing none of them speaks about is unclassified. Forbidden pairs, layers,
/// cycle rules and the lifetime rule each take a `severity` (`error`, `warn`, `off`).
public struct CrossingRules: Sendable, Hashable, Codable {
    /// The layer order, top (outermost, for example the user interface) first.
    public var layers: [CrossingLayer]
    /// Pairs whose crossings are forbidden.
    public var forbidden: [CrossingPairRule]
    /// Pairs whose crossings are allowed whatever else the rules say.
    public var allowed: [CrossingPairRule]
    /// Scopes in which cycles are reported (`wiring check`, `assertWiring`).
    public var cycles: [CycleRule]
    /// The captive-dependency rule, or `nil` when lifetimes are not checked.
    public var lifetimes: LifetimeRule?
    /// How findings in a module graph count (implicit and unused dependencies, import cycles).
    package var modules: ModuleRule
    /// The rule about resolves no registration provides; `nil` applies it as an `error`.
    public var unregistered: UnregisteredRule?
    /// The rule about swift-dependencies keys without a live value; `nil` applies it as a `warn`.
    public var noLiveValue: RuleSeverity?

    /// Creates rules.
    ///
    /// - Parameters:
    ///   - layers: The layer order, top first.
    ///   - forbidden: Forbidden pairs.
    ///   - allowed: Allowed pairs (exceptions).
    ///   - cycles: Scopes in which cycles are reported.
    ///   - lifetimes: The captive-dependency rule, or `nil`.
    ///   - unregistered: The unregistered-resolve rule, or `nil` for its default (`error`).
    public init(
        layers: [CrossingLayer] = [], forbidden: [CrossingPairRule] = [], allowed: [CrossingPairRule] = [],
        cycles: [CycleRule] = [], lifetimes: LifetimeRule? = nil, unregistered: UnregisteredRule? = nil
    ) {
        self.modules = ModuleRule()
        self.unregistered = unregistered
        self.layers = layers
        self.forbidden = forbidden
        self.allowed = allowed
        self.cycles = cycles
        self.lifetimes = lifetimes
    }

    /// Rules that classify nothing.
    public static let none = CrossingRules()

    /// Whether there are no rules at all.
    public var isEmpty: Bool {
        layers.isEmpty && forbidden.isEmpty && allowed.isEmpty && cycles.isEmpty && lifetimes == nil
    }

    /// Classifies one crossing.
    ///
    /// - Parameter crossing: A crossing with its ends.
    /// - Returns: The verdict and the rule that decided it.
    public func classify(_ crossing: NamedCrossing) -> CrossingVerdict {
        if let index = allowed.firstIndex(where: { $0.applies(to: crossing) }) {
            return CrossingVerdict(
                classification: .allowed, reason: "allowed pair \(allowed[index].summary)", rule: "$.allowed[\(index)]")
        }
        // A pair that is off is not in force: the next rule decides.
        if let index = forbidden.firstIndex(where: { $0.severity != .off && $0.applies(to: crossing) }) {
            return CrossingVerdict(
                classification: .forbidden, reason: "forbidden pair \(forbidden[index].summary)",
                severity: forbidden[index].severity ?? .error, rule: "$.forbidden[\(index)]")
        }
        guard let fromLayer = layerIndex(of: crossing.from), let toLayer = layerIndex(of: crossing.to) else {
            return .unclassified
        }
        let from = layers[fromLayer].name
        let to = layers[toLayer].name
        if fromLayer == toLayer {
            return CrossingVerdict(classification: .allowed, reason: "within layer '\(from)'", rule: "$.layers[\(fromLayer)]")
        }
        if fromLayer < toLayer {
            return CrossingVerdict(
                classification: .allowed, reason: "layer '\(from)' is above layer '\(to)'", rule: "$.layers[\(fromLayer)]")
        }
        let severity = layers[fromLayer].severity ?? .error
        guard severity != .off else { return .unclassified }
        return CrossingVerdict(
            classification: .forbidden, reason: "layer '\(from)' is below layer '\(to)' and may not depend on it",
            severity: severity, rule: "$.layers[\(fromLayer)]")
    }

    /// The position in the layer order of the first layer matching a node.
    ///
    /// - Parameter node: The node.
    /// - Returns: The layer's index (0 is the top), or `nil` when no layer matches.
    public func layerIndex(of node: Node) -> Int? {
        layers.firstIndex { layer in layer.match.contains { $0.matches(node) } }
    }
}
