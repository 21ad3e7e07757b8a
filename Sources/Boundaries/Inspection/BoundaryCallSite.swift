/// Where in the source a call that builds the boundary graph was made.
///
/// The framework's graph-building calls take defaulted `#fileID`, `#filePath` and `#line` arguments; this keeps them
/// as the compiler gave them — the addresses and lengths of two string literals in the binary,
/// and the line — so recording one costs four words and no work. An inspector turns it into
/// a path relative to the package root when it captures the graph.
@_spi(WiringInspection) public struct BoundaryCallSite: @unchecked Sendable {
    // `@unchecked`: the pointers point at immutable string literals that live as long as the binary.
    private let filePathStart: UnsafePointer<UInt8>
    private let fileIDStart: UnsafePointer<UInt8>
    private let filePathCount: UInt32
    private let fileIDCount: UInt32
    private let storedLine: Int32

    /// Creates a call site.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    public init(fileID: StaticString, filePath: StaticString, line: Int) {
        (filePathStart, filePathCount) = Self.parts(of: filePath)
        (fileIDStart, fileIDCount) = Self.parts(of: fileID)
        storedLine = Int32(clamping: line)
    }

    /// The caller's `#fileID`: `Module/File.swift`.
    public var fileID: String {
        String(decoding: UnsafeBufferPointer(start: fileIDStart, count: Int(fileIDCount)), as: UTF8.self)
    }

    /// The caller's `#filePath`: the path the file was compiled from.
    public var filePath: String {
        String(decoding: UnsafeBufferPointer(start: filePathStart, count: Int(filePathCount)), as: UTF8.self)
    }

    /// The caller's `#line`.
    public var line: Int { Int(storedLine) }

    /// The address of the `#filePath` literal: the same for every call site of one file, so an
    /// inspector can remember what it worked out about a file without reading its path again.
    public var filePathLiteral: UInt { UInt(bitPattern: filePathStart) }

    /// A literal's bytes; a literal without any (a lone Unicode scalar) stands as `?`.
    private static func parts(of literal: StaticString) -> (UnsafePointer<UInt8>, UInt32) {
        guard literal.hasPointerRepresentation else {
            let unknown: StaticString = "?"
            return (unknown.utf8Start, 1)
        }
        return (literal.utf8Start, UInt32(clamping: literal.utf8CodeUnitCount))
    }
}
