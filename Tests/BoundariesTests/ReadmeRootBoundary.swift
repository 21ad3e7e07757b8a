import Boundaries

/// The README's "Root Boundary" sample: the application root and the scene
/// delegate that builds it.
enum ReadmeRootBoundary {
    typealias PaymentsBoundary = ReadmeContainerBoundary.PaymentsBoundary

    /// Named by the README, not shown: the launch view, a navigation stack on the payments view.
    final class NavigationBoundary: Boundary {
        typealias Dependencies = BoundaryList.Add<PaymentsBoundary>

        var launchView: InputPort<UIViewController> {
            makeInputPort(implementation: UINavigationController(rootViewController: dependencies.paymentsView))
        }
    }

    /// Named by the README, not shown: another feature of the app.
    final class ProfileBoundary: Boundary {
        var profileView: InputPort<UIViewController> {
            makeInputPort(implementation: UIViewController())
        }
    }

    final class ApplicationBoundary: RootBoundary {
        // Root boundary is a container boundary so it can have subboundaries.
        typealias Subboundaries = BoundaryList.Add<NavigationBoundary>.Add<ProfileBoundary>.Add<PaymentsBoundary> //...

        // Define a input port for the root view controller.
        var rootView: InputPort<UIViewController> {
            // navigationBoundary is a subboundary of the root boundary.
            return makeInputPort(implementation: self.navigationBoundary.launchView)
        }

        // Adapted: the README elides this body ("create your subboundary") and the
        // `payments` subboundary it needs.
        var navigationBoundary: NavigationBoundary.Resolved {
            return resolver(for: NavigationBoundary.self)
                .resolve(dependency: self.payments)
                .resolved()
        }

        lazy var payments: PaymentsBoundary.Resolved = {
            return resolver(for: PaymentsBoundary.self).resolved()
        }()
    }

    // UIKit names here are the plain stand-ins of UIKitStandIns.swift.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        // The root boundary is the only boundary that is directly initializable.
        lazy var appBoundary = ApplicationBoundary.Resolved()
        var window: UIWindow?

        func scene(_ scene: UIScene,
                   willConnectTo session: UISceneSession,
                   options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = (scene as? UIWindowScene) else { return }
            let window = UIWindow(windowScene: windowScene)

            // In here you ask for the rootView via the input port of the appBoundary.
            window.rootViewController = appBoundary.rootView
            window.makeKeyAndVisible()
            self.window = window
        }
    }
}
