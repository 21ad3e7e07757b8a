import WiringProjects

/// Line numbers of UTF-8 offsets in one file: the table the manifest interpreter places its findings with.
typealias LineTable = WiringProjects.LineTable
