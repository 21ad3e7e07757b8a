// Plain stand-ins for the UIKit types the Boundaries README uses, so the example runs on Linux.

/// Stands in for `UIViewController`.
class ViewController {
    let title: String
    init(title: String) { self.title = title }
}

/// Stands in for `UINavigationController`.
final class NavigationController: ViewController {
    private(set) var stack: [ViewController]
    init(root: ViewController) {
        self.stack = [root]
        super.init(title: "Navigation")
    }
}
