import Dispatch
import Foundation
import WiringPlatform

/// The Swift toolchain that would build the scanned packages, for what SwiftPM decides by its
/// version: which `Package@swift-X.Y.Z.swift` it reads, and `#if compiler(…)` / `swift(…)` in
/// manifests. The version is read, never assumed: `WIRING_SWIFT_VERSION` when set (a CI that builds
/// with another toolchain than the one on the scanning machine), else what `swift --version` prints
/// for `WIRING_SWIFT` or the `swift` on `PATH` (absolute entries only). The driver is asked once per
/// process, with the scan's process-group runner and a deadline; nothing from the scanned tree runs.
enum SwiftToolchain {
    /// The toolchain's full version (`[6, 3, 1]`), or `nil` when no toolchain was found.
    static var version: [Int]? { cached.value }

    private static let cached = Once<[Int]?> {
        let environment = ProcessInfo.processInfo.environment
        if let written = environment["WIRING_SWIFT_VERSION"], !written.isEmpty {
            return ToolsVersion.numbers(written.trimmingCharacters(in: .whitespaces), maxParts: 3)
        }
        // A last resort only: `swift --version` answers in well under a second, also on a busy machine.
        guard let swift = ManifestEvaluator.fromEnvironment(seconds: 120).swift,
              let printed = ManifestEvaluator.version(of: swift, deadline: .now() + 120)
        else { return nil }
        return parse(printed)
    }

    /// The version in what `swift --version` prints: `Swift version 6.3.1 (…)`,
    /// `Apple Swift version 6.1.2 (…)`, `Swift version 6.3-dev (…)`.
    static func parse(_ printed: String) -> [Int]? {
        guard let range = printed.range(of: "Swift version ") else { return nil }
        let written = printed[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return ToolsVersion.numbers(String(written), maxParts: 3)
    }
}

/// A value computed once, on first use, from any thread.
final class Once<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var computed: Value?
    private var done = false
    private let make: () -> Value

    init(_ make: @escaping () -> Value) { self.make = make }

    var value: Value {
        lock.withLock {
            if !done {
                computed = make()
                done = true
            }
            return computed!
        }
    }
}
