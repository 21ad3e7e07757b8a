// Plain stand-ins for the UIKit types the Boundaries README names, so its samples
// compile and run unchanged on Linux. They keep UIKit's names and only the
// members the samples use.

/// Stands in for UIKit's `UIResponder`.
class UIResponder {}

/// Stands in for UIKit's `UIWindowSceneDelegate`.
protocol UIWindowSceneDelegate {}

/// Stands in for UIKit's `UIScene`.
class UIScene {
    /// Stands in for `UIScene.ConnectionOptions`.
    struct ConnectionOptions {}
}

/// Stands in for UIKit's `UIWindowScene`.
final class UIWindowScene: UIScene {}

/// Stands in for UIKit's `UISceneSession`.
final class UISceneSession {}

/// Stands in for UIKit's `UIViewController`.
class UIViewController {}

/// Stands in for UIKit's `UINavigationController`.
final class UINavigationController: UIViewController {
    let viewControllers: [UIViewController]

    init(rootViewController: UIViewController) {
        self.viewControllers = [rootViewController]
    }
}

/// Stands in for UIKit's `UIWindow`.
final class UIWindow {
    let windowScene: UIWindowScene
    var rootViewController: UIViewController?
    private(set) var isKeyWindow = false

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
    }

    func makeKeyAndVisible() {
        isKeyWindow = true
    }
}
