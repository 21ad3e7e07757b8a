import ArgumentParser

extension WritingOption {
    /// The option's names as the commands declare them, so a command's writing option is always
    /// one the read-only plugin refuses.
    package var argumentNames: NameSpecification {
        var names: [NameSpecification.Element] = []
        if let short { names.append(.customShort(short)) }
        names.append(.customLong(long))
        return NameSpecification(names)
    }
}
