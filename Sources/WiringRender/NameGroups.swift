/// Splits a list too long for one view by the words of its names: the last two words
/// (`*ViewModel`), the last word (`*Service`) or the first (`Payment*`), whichever gives the fewer
/// and more even groups, and as a last resort by spans of the alphabet (`A–F`).
///
/// Names are split into words where a lowercase letter or digit meets an uppercase one, before the
/// last capital of a run of capitals followed by a lowercase letter (`URLSession`: `URL`, `Session`),
/// and at underscores, dots and spaces.
enum NameGroups {
    /// One item to place: a group or a leaf, with the name it is known by.
    struct Item: Sendable {
        var name: String
        var group: Int?
        var leaf: String?
    }

    /// Items under one title (`*Service`); a bucket of one item is the item alone.
    struct Bucket: Sendable {
        var title: String
        var items: [Item]
        /// For a run of the alphabet, its first item's name: the run sorts by it among its neighbours, as by
        /// its title, the starts of its first and last names, it would not (`Au–Cl` before `A–Ad`: the dash
        /// sorts after every letter).
        var first: String? = nil
    }

    /// The items in buckets: at most `maxItems` buckets, in title order.
    ///
    /// - Parameters:
    ///   - avoiding: A title already used one level up, not to be used again (a split of a split).
    static func partition(_ items: [Item], maxItems: Int, avoiding: String? = nil) -> [Bucket] {
        var best: [Bucket]?
        var bestScore = Int.max
        // Each name split into words once, for every key.
        let itemWords = items.map { words($0.name) }
        for key in [Key.lastTwo, .last, .first] {
            let buckets = bucketed(items, words: itemWords, by: key)
            guard buckets.count >= 2, buckets.count <= maxItems, !buckets.contains(where: { $0.title == avoiding }) else { continue }
            // The fewer and more even, the better: neither the list nor its largest bucket should be long.
            // Between two as long, the shorter list: a large bucket is split again when it is opened.
            let score = max(buckets.count, buckets.map(\.items.count).max() ?? 0)
            if score < bestScore || score == bestScore && buckets.count < best?.count ?? Int.max {
                best = buckets
                bestScore = score
            }
        }
        if let best, best.count > 1 { return best }
        return alphabetical(items, maxItems: maxItems)
    }

    enum Key { case first, last, lastTwo }

    /// Buckets by one word; the items whose word no other item shares stay alone. A bucket is titled
    /// by all the words its names share at that end (`*UseCase` rather than `*Case`).
    ///
    /// - Parameters:
    ///   - words: The words of each item's name (`words(_:)`), in the items' order.
    static func bucketed(_ items: [Item], words itemWords: [[String]], by key: Key) -> [Bucket] {
        var byWord: [String: [Int]] = [:]
        for (index, item) in items.enumerated() {
            let parts = itemWords[index]
            let word: String
            switch key {
            case .first: word = parts.first ?? item.name
            case .last: word = parts.last ?? item.name
            case .lastTwo: word = parts.count > 2 ? parts.suffix(2).joined() : parts.last ?? item.name
            }
            byWord[word, default: []].append(index)
        }
        var buckets: [Bucket] = []
        for (word, indices) in byWord {
            let members = indices.map { items[$0] }
            if members.count == 1 {
                buckets.append(Bucket(title: members[0].name, items: members))
            } else {
                let shared = sharedWords(indices.map { itemWords[$0] }, atStart: key == .first).joined()
                let title = shared.count > word.count ? shared : word
                buckets.append(Bucket(title: key == .first ? title + "*" : "*" + title, items: members))
            }
        }
        return buckets.sorted { $0.title < $1.title }
    }

    /// The words every list shares at its start (or end), never all of the shortest list's words.
    private static func sharedWords(_ lists: [[String]], atStart: Bool) -> [String] {
        let shortest = lists.map(\.count).min() ?? 0
        var count = 0
        while count < shortest - 1 {
            let word = { (list: [String]) in atStart ? list[count] : list[list.count - 1 - count] }
            guard let first = lists.first.map(word), lists.allSatisfy({ word($0) == first }) else { break }
            count += 1
        }
        guard let first = lists.first, count > 0 else { return [] }
        return atStart ? Array(first.prefix(count)) : Array(first.suffix(count))
    }

    /// Runs of the alphabet of about equal length, each titled by its first and last names' starts.
    static func alphabetical(_ items: [Item], maxItems: Int) -> [Bucket] {
        let sorted = items.sorted { $0.name.lowercased() != $1.name.lowercased() ? $0.name.lowercased() < $1.name.lowercased() : $0.name < $1.name }
        guard sorted.count > maxItems else { return [Bucket(title: "", items: sorted)] }
        // As many runs as it takes for each to fit, and no more than fit in one view.
        let runs = min(maxItems, (sorted.count + maxItems - 1) / maxItems)
        let length = (sorted.count + runs - 1) / runs
        var buckets: [Bucket] = []
        var start = 0
        while start < sorted.count {
            let run = Array(sorted[start..<min(start + length, sorted.count)])
            // The list's ends are told from its other end: names that all start alike keep that start.
            let first = prefix(run.first!.name, against: start > 0 ? sorted[start - 1].name : sorted[sorted.count - 1].name)
            let last = end(of: run, against: start + run.count < sorted.count ? sorted[start + run.count].name : sorted[0].name)
            buckets.append(Bucket(title: first == last ? first : "\(first)–\(last)", items: run, first: run[0].name))
            start += run.count
        }
        return buckets
    }

    /// Runs of the alphabet holding at most `leaves` leaves each, by the leaves each item holds (`size`),
    /// each titled by its first and last names' starts; an item holding more is a run of its own.
    static func alphabetical(_ items: [Item], leaves: Int, size: (Item) -> Int) -> [Bucket] {
        let sorted = items.sorted { $0.name.lowercased() != $1.name.lowercased() ? $0.name.lowercased() < $1.name.lowercased() : $0.name < $1.name }
        var runs: [[Item]] = []
        var held = 0
        for item in sorted {
            let weight = size(item)
            if runs.isEmpty || held + weight > leaves {
                runs.append([item])
                held = weight
            } else {
                runs[runs.count - 1].append(item)
                held += weight
            }
        }
        var buckets: [Bucket] = []
        var start = 0
        for run in runs {
            let first = prefix(run.first!.name, against: start > 0 ? sorted[start - 1].name : sorted[sorted.count - 1].name)
            let last = end(of: run, against: start + run.count < sorted.count ? sorted[start + run.count].name : sorted[0].name)
            buckets.append(Bucket(
                title: run.count == 1 ? run[0].name : first == last ? first : "\(first)–\(last)", items: run, first: run[0].name))
            start += run.count
        }
        return buckets
    }

    /// The start of a run's last name that tells it from the next name and from the run's first name, so
    /// that the title reads forwards: `As–At`, not `As–A` (`Atlas` told from `Badger` alone).
    private static func end(of run: [Item], against next: String) -> String {
        let last = run[run.count - 1].name
        let fromNext = prefix(last, against: next)
        let fromFirst = prefix(last, against: run[0].name)
        return fromFirst.count > fromNext.count ? fromFirst : fromNext
    }

    /// The shortest start of a name that tells it from its neighbour (at least one character).
    private static func prefix(_ name: String, against neighbour: String) -> String {
        let a = Array(name), b = Array(neighbour)
        var count = 1
        while count < a.count, count <= b.count, a[count - 1] == b[count - 1] { count += 1 }
        return String(a.prefix(count))
    }

    /// The words of a name (see the type's discussion).
    static func words(_ name: String) -> [String] {
        if let words = asciiWords(name) { return words }
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for (position, character) in characters.enumerated() {
            if character == "_" || character == "." || character == " " || character == "<" || character == ">" {
                flush()
                continue
            }
            if character.isUppercase, let previous = current.last {
                let nextIsLower = position + 1 < characters.count && characters[position + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { flush() }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// `words(_:)` of a name written in ASCII only, read byte by byte (the same words: in ASCII only
    /// `A`–`Z` are uppercase, `a`–`z` lowercase and `0`–`9` numbers); `nil` for any other name.
    private static func asciiWords(_ name: String) -> [String]? {
        var name = name
        return name.withUTF8 { bytes -> [String]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
            func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            var words: [String] = []
            var start = 0
            for position in 0..<bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "<"), UInt8(ascii: ">"):
                    if start < position { words.append(String(decoding: bytes[start..<position], as: UTF8.self)) }
                    start = position + 1
                    continue
                default:
                    break
                }
                guard isUpper(byte), start < position else { continue }
                let previous = bytes[position - 1]
                let nextIsLower = position + 1 < bytes.count && isLower(bytes[position + 1])
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) {
                    words.append(String(decoding: bytes[start..<position], as: UTF8.self))
                    start = position
                }
            }
            if start < bytes.count { words.append(String(decoding: bytes[start..<bytes.count], as: UTF8.self)) }
            return words
        }
    }
}
