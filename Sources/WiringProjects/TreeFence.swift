import Foundation
import WiringPlatform

/// The scanned tree's fence: whether a path a project or manifest names lies inside the scanned
/// folders, as written and with every link resolved, before anything there is read or listed.
///
/// A path that does not exist is judged by its deepest existing folder, resolved, so a missing
/// file below a link that leads out is outside too.
package struct TreeFence: Sendable {
    /// The folders inside which paths may lead, as given (normalized) and resolved.
    private let roots: [(written: String, resolved: String)]
    /// The fence's folders as one string, to key what is remembered under it.
    package let key: String

    /// A fence around folders (absolute).
    package init(roots: [String]) {
        self.roots = roots.map { root in
            let written = SourceLayout.normalized(root)
            return (written, SourceLinks.resolved(written) ?? written)
        }
        key = self.roots.map(\.resolved).joined(separator: "\u{0}")
    }

    /// Why a path is outside the fence, or `nil` when it is inside.
    package func reason(_ path: String) -> String? {
        let written = SourceLayout.normalized(path)
        guard roots.contains(where: { Self.isInside(written, $0.written) }) else {
            return "is outside the scanned folder; it is not read"
        }
        let real = Self.resolvedThroughExisting(written)
        guard roots.contains(where: { Self.isInside(real, $0.resolved) }) else {
            return "leads outside the scanned folder through a link; it is not read"
        }
        return nil
    }

    /// Whether `path` is `root` or below it.
    package static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The path with links resolved as far as it exists, the rest appended as written.
    private static func resolvedThroughExisting(_ path: String) -> String {
        if let real = SourceLinks.resolved(path) { return real }
        var head = path
        var tail: [Substring] = []
        while head != "/" && !head.isEmpty {
            let parent = SourceLayout.parent(of: head)
            tail.insert(Substring(SourceLayout.lastComponent(head)), at: 0)
            head = parent
            if let real = SourceLinks.resolved(head) {
                return SourceLayout.normalized(([real] + tail.map(String.init)).joined(separator: "/"))
            }
        }
        return path
    }
}
