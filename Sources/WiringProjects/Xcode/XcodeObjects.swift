/// The objects of a `project.pbxproj` by id, with the line each starts at, and the notes of what
/// could not be followed while reading them.
///
/// Every lookup checks the type it expects (a hostile file can put a list where a string goes),
/// and every walk over the objects spends from one budget, so that a file whose lists name the
/// same large list many times cannot make the reading take quadratic time.
struct XcodeObjects {
    /// One object: its id and its fields.
    struct Object {
        var id: String
        var fields: [String: Any]

        /// The `isa` field (the object's class), or "".
        var isa: String { fields["isa"] as? String ?? "" }

        /// A string field.
        func string(_ key: String) -> String? { fields[key] as? String }

        /// A list of strings (other elements are skipped); empty when missing or not a list.
        func strings(_ key: String) -> [String] { fields[key] as? [String] ?? [] }

        /// A dictionary field with string keys.
        func dictionary(_ key: String) -> [String: Any]? { Self.dictionary(fields[key]) }

        /// A value as a dictionary with string keys, or `nil`.
        static func dictionary(_ value: Any?) -> [String: Any]? {
            if let typed = value as? [String: Any] { return typed }
            guard let untyped = value as? [AnyHashable: Any] else { return nil }
            var typed: [String: Any] = [:]
            for (key, element) in untyped { if let key = key as? String { typed[key] = element } }
            return typed
        }
    }

    /// The most steps (list entries followed, files matched) one project takes.
    static let stepLimit = 2_000_000

    private let table: [String: [String: Any]]
    private let lines: [String: Int]
    /// What could not be followed, each once, in the order found.
    private(set) var notes: [XcodeProject.Problem] = []
    private var noted: Set<XcodeProject.Problem> = []
    private var stepsLeft = XcodeObjects.stepLimit
    private var overBudget = false

    /// Wraps a parsed `objects` dictionary.
    ///
    /// - Parameters:
    ///   - table: The `objects` dictionary.
    ///   - lines: The line of each object (from `XcodePlistOutline`).
    init(table: [String: Any], lines: [String: Int]) {
        // Lists are made lists of strings here, once: a cast from `Any` copies the list, and a
        // hostile file can name one long list from many places.
        self.table = table.compactMapValues { value in
            guard var fields = Object.dictionary(value) else { return nil }
            for (key, field) in fields where !(field is String) {
                if let list = field as? [Any] { fields[key] = list.compactMap { $0 as? String } }
            }
            return fields
        }
        self.lines = lines
    }

    /// The object with an id, or `nil` when there is none (or it is not a dictionary).
    subscript(id: String) -> Object? {
        guard let fields = table[id] else { return nil }
        return Object(id: id, fields: fields)
    }

    /// The object with an id when it has one of the classes given.
    func object(_ id: String, isa classes: Set<String>) -> Object? {
        guard let object = self[id], classes.contains(object.isa) else { return nil }
        return object
    }

    /// The line an object starts at (1 when not known).
    func line(_ id: String) -> Int { lines[id] ?? 1 }

    /// The object an object names, or `nil` with a note at the naming object's line when it is
    /// not in the file.
    ///
    /// - Parameters:
    ///   - id: The id named.
    ///   - owner: The object that names it.
    ///   - what: What the owner is, for the note (`the build file`).
    mutating func follow(_ id: String, from owner: Object, _ what: String) -> Object? {
        if let object = self[id] { return object }
        note(line(owner.id), "\(what) '\(owner.id)' names '\(id)', which is not an object in the project; it was left out")
        return nil
    }

    /// Adds a note; `outside` when a path leads out of the scanned tree.
    mutating func note(
        _ line: Int, _ text: String, outside: Bool = false, missing: Bool = false, in file: String? = nil, configFile: String? = nil
    ) {
        let problem = XcodeProject.Problem(line: line, text: text, outside: outside, missing: missing, file: file, configFile: configFile)
        if noted.insert(problem).inserted { notes.append(problem) }
    }

    /// A list of strings of an object, paid for from the budget by its length before it is read
    /// (a list named by many objects is read once per naming); empty when missing, not a list, or
    /// when the budget is spent.
    mutating func list(_ key: String, of object: Object) -> [String] {
        guard let list = object.fields[key] as? [String], spend(max(list.count, 1)) else { return [] }
        return list
    }

    /// Spends steps; `false` (with one note) once the budget is spent.
    mutating func spend(_ steps: Int = 1) -> Bool {
        guard stepsLeft >= steps else {
            if !overBudget {
                overBudget = true
                note(1, "the project names more than \(Self.stepLimit) files and build files in all; the rest were not read")
            }
            stepsLeft = 0
            return false
        }
        stepsLeft -= steps
        return true
    }
}
