import WiringModel

/// The ids: each new object's node gets the shortest property path that reached it, numbered
/// (`#2`, `#3`, …) when another node already has that path.
extension ObjectGraphCapture {
    /// Gives a new object a node, numbering its id if another node has it; returns its position.
    mutating func add(_ object: AnyObject, path: IDPath) -> Int? {
        guard ids.count < options.maxObjects else { return nil }
        path.makeCandidate(in: &ids)
        return keep(object, path: path)
    }

    /// Gives a new object a node whose id is the candidate of `ids`, numbered if another node has it.
    mutating func keep(_ object: AnyObject, path: IDPath) -> Int? {
        guard ids.count < options.maxObjects else { return nil }
        keepID()
        let position = ids.count - 1
        nodeByObject.insert(position, for: ObjectIdentifier(object))
        types.append(typeName(of: object))
        kept.append(Unmanaged.passRetained(object))
        queue.append((path, position))
        return position
    }

    /// Keeps the candidate of `ids` as the next position's id, numbered if an earlier node has it.
    mutating func keepID() {
        let hash = ids.hashCandidate()
        ids.keepCandidate()
        let position = ids.count - 1
        if !usedIDs.record(position, hash: hash, in: ids) { number(position) }
    }

    /// Numbers the id at `position`, which another node has, with the smallest `#n` not taken.
    ///
    /// Every number below the one this id's last numbering stopped at is taken (ids are never given
    /// back), so the search starts there; starting at 2 each time made many objects reached under
    /// one label (a set's elements, say) cost the square of their number.
    mutating func number(_ position: Int) {
        let taken = usedIDs.takenPosition
        let base = taken == nil ? ids.id(at: position) : nil
        ids.reopen(position)
        let (length, state) = (ids.candidateLength, ids.hashState)
        var suffix = 2
        if let taken { suffix = nextNumberByPosition[taken] ?? 2 } else if let base { suffix = nextNumberByID[base] ?? 2 }
        repeat {
            ids.truncateCandidate(to: length, state: state)
            ids.appendToCandidate("#")
            ids.appendToCandidate(number: suffix)
            suffix += 1
        } while !usedIDs.recordCandidate(of: &ids, as: position)
        if let taken { nextNumberByPosition[taken] = suffix } else if let base { nextNumberByID[base] = suffix }
    }
}
