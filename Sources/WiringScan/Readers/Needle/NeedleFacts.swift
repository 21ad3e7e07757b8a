/// What one file declares for Needle (uber/needle): classes with their superclass, protocols with
/// their properties, and the members of classes and extensions with what each one's body reads and
/// which components it builds.
struct NeedleFacts: Sendable {
    /// A class declaration: a component when its superclass chain reaches one of Needle's bases.
    struct Class: Sendable {
        /// The type path as written, outermost first.
        var path: [String]
        /// The first inherited type (the superclass, when there is one), as written.
        var superclass: TypeReference?
        /// The generic parameters' names (`D` of `class Base<D: Dependency>: Component<D>`).
        var generics: [String] = []
        var line: Int
    }

    /// A protocol: a dependency protocol when a component names it.
    struct Interface: Sendable {
        var path: [String]
        /// The protocols it refines, as written.
        var inherited: [TypeReference]
        /// Its properties: name, type as written and line.
        var properties: [(name: String, type: TypeReference?, line: Int)]
        var line: Int
    }

    /// A read of a name in a member's body.
    struct Read: Sendable, Hashable {
        /// What a name is read on.
        enum Base: Sendable, Hashable {
            /// The component itself: `x`, `self.x`, `makeX()`.
            case own
            /// `dependency.x`: a property of the component's dependency protocol.
            case dependency
            /// `pluginExtension.x`: a property of a pluginized component's plugin extension.
            case pluginExtension
        }

        var base: Base
        var name: String
        var line: Int
        /// Written `self.x` (not a bare `x`): on a component, a name no member declares reaches its dependency
        /// protocol through Needle's dynamic member lookup.
        var isSelfMember = false
    }

    /// A call that builds a component: `Child(parent: self)`.
    struct Construction: Sendable {
        /// The type called, as written.
        var type: TypeReference
        /// Whether the `parent:` argument is `self`; otherwise its text.
        var parent: String
        var line: Int
    }

    /// A component's `dependency` or the component itself handed to another type's initializer
    /// (`FeatureBuilder(dependency: dependency)`, `Flow(component: self)`): that type's reads of the property the
    /// argument is stored in are the component's.
    struct HandOff: Sendable {
        /// The type called, as written.
        var type: TypeReference
        /// The argument's label.
        var label: String
        /// `.dependency` for `dependency`, `.own` for `self`, `nil` for another name.
        var value: Read.Base?
        /// The name handed, when it is one (`dependency`, `builder`, `self.builder`): a parameter or a property of the
        /// handing type, which may hold a value handed to that type in turn.
        var name: String?
        /// Whether the name is bound in the body it is handed from (a local, or a parameter of the body or of a closure:
        /// `let builder = Maker(); Router(builder: builder)`): then it is no property of the handing type, and only an
        /// initializer's parameter the value came in is followed.
        var isBound = false
        var line: Int
    }

    /// `component.x` where the type of `component` is written where it is bound (a parameter
    /// `component: Child`, `let component = Child(…)`, a stored property `let component: Child`): a read of
    /// `x` on a value of that type, which Needle answers from the component when the type is one.
    struct Access: Sendable {
        /// The receiver's type as written; `nil` for a property of the reading type not declared in the body the read
        /// is in (`self.dependency` in an extension), typed by the property's declaration once every file is read.
        var type: TypeReference?
        /// The reading type's property the receiver is, when `type` is `nil`.
        var property: String?
        /// The property is read by its bare name (`appComponent.x`), not written `self.appComponent`.
        var isImplicitSelf = false
        /// The members read on the way from the receiver to `name` (`child` in `root.child.x`).
        var via: [String] = []
        var name: String
        var line: Int
        /// The receiver is a component built where it is read (`Child(parent: self).x`), typed by that call.
        var isBuiltChild = false
        /// The first member on the way is a static property of `type` (`Root.instance.child.x`), typed by its declaration.
        var isStaticHop = false
        /// The reading type's property the value is read on, when it is one (`dependency` in `dependency.x` or
        /// `self.dependency.x`), typed or not.
        var receiver: String?
        /// The local the value is read on, when it is bound to a value whose type is not written where it is bound
        /// (`let home = maker.makeHome()`).
        var untypedLocal: String? = nil
        /// The reading type's stored property the value is read on, when it is declared with no written type and
        /// initialised by a value the scan cannot type either (`lazy var home = { maker.makeHome() }()`).
        var untypedProperty: String? = nil
        /// How many of `via` lead from the value a local is bound to (`makeHome()` for `let home = maker.makeHome()`).
        var boundHops = 0
    }

    /// A property, method or initializer of a class or extension.
    struct Member: Sendable {
        /// The type (class or extended type) path as written.
        var owner: [String]
        /// The property's or method's name; `init` for an initializer.
        var name: String
        /// `makeView(id:)` for a method; the name for a property.
        var key: String
        /// The property's type or the method's return type, when written (not `Void`).
        var type: TypeReference?
        var isMethod: Bool
        /// `private` or `fileprivate`: not seen by children's dependency protocols.
        var isPrivate: Bool
        /// `shared` when the body is `shared { … }` or the property is stored (one value per component),
        /// `weak` for a stored `weak` or `unowned` property (held, not owned, by the component), else `unique`.
        var life: String
        var reads: [Read]
        var constructions: [Construction]
        /// Reads of members on values of a written type (`component.x`).
        var accesses: [Access] = []
        /// Values of the component handed to other types' initializers.
        var handOffs: [HandOff] = []
        /// For an initializer, the stored property each labelled parameter is assigned to (`self.dependency = dependency`).
        var stores: [String: String] = [:]
        /// For an initializer, each labelled parameter's name inside its body, by label (`builder` for `init(builder b:)`
        /// is `b`).
        var parameterNames: [String: String] = [:]
        var line: Int
    }

    var classes: [Class] = []
    var protocols: [Interface] = []
    var members: [Member] = []
    /// Members of structs, enums and actors, kept only for the values they hand on (`Inner(builder: builder)` in a view
    /// given a component as `builder`) and the properties their initializers store; their reads are `outsideAccesses`.
    var holders: [Member] = []
    /// Calls with a `parent:` argument outside any class or extension member, with the type path they sit in.
    var outside: [(context: [String], construction: Construction)] = []
    /// Reads on values of a written type (`component.x`) outside any class or extension member (in a struct's
    /// member, a global function, top-level code), with who reads.
    var outsideAccesses: [(owner: ReadSite.Owner, context: [String], access: Access)] = []

    /// Global variables whose type is written where they are declared (`var rootComponent: RootComponent = …`,
    /// `let root = RootComponent()`): a bare name read nowhere bound around it, and no property of the reading type, is one.
    var globals: [(name: String, type: TypeReference, line: Int)] = []

    var isEmpty: Bool {
        classes.isEmpty && protocols.isEmpty && members.isEmpty && holders.isEmpty && outside.isEmpty && outsideAccesses.isEmpty && globals.isEmpty
    }
}
