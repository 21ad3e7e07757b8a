// libFuzzer target: the rules loader, and the one pattern syntax against a naive matcher.
// Built by scripts/fuzz.sh with the rules files of Sources/WiringCheck, against WiringModel and WiringDiff.
import Foundation
import WiringModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRulesLoader(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let data = Data(bytes)
    // 1. Loading never traps and throws only DiffError; it accepts only what the strict reader accepts.
    let strict = try? JSONValue(strictJSON: data, fileName: "rules.json")
    do {
        let rules = try CrossingRules(data: data, fileName: "rules.json")
        guard strict != nil else { fatalError("rules read from a document the strict reader refuses") }
        // 2. Rules written back read as the same rules.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let written = try? encoder.encode(rules), let again = try? CrossingRules(data: written, fileName: "again.json"),
              again == rules
        else { fatalError("rules did not read back as written") }
    } catch let error as DiffError {
        let message = error.description
        guard message.contains("'rules.json'"), !message.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
            fatalError("bad message: \(message)")
        }
    } catch {
        fatalError("loading threw \(type(of: error)), not DiffError")
    }
    // 3. Pattern matching agrees with a naive matcher: the input split at its first 0 byte.
    if let split = bytes.firstIndex(of: 0) {
        let pattern = String(decoding: bytes[..<split].prefix(48), as: UTF8.self)
        let name = String(decoding: bytes[(split + 1)...].prefix(48), as: UTF8.self)
        let fast = NamePattern(pattern).matches(name)
        guard fast == NaivePattern.matches(Array(pattern.unicodeScalars), Array(name.unicodeScalars)) else {
            fatalError("pattern \(pattern.debugDescription) against \(name.debugDescription): linear matcher says \(fast)")
        }
    }
    return 0
}

/// The textbook matcher (dynamic programming over both strings), to check the linear one.
enum NaivePattern {
    static func matches(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        var row = [Bool](repeating: false, count: name.count + 1)
        row[0] = true
        for symbol in pattern {
            var next = [Bool](repeating: false, count: name.count + 1)
            for index in 0...name.count {
                switch symbol {
                case "*": next[index] = row[index] || (index > 0 && next[index - 1])
                case "?": next[index] = index > 0 && row[index - 1]
                default: next[index] = index > 0 && row[index - 1] && name[index - 1] == symbol
                }
            }
            row = next
        }
        return row[name.count]
    }
}
