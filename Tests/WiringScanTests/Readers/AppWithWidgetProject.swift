/// The project the Swinject tests of containers per process target share: an iOS app with sources in `App`, an app
/// extension `Widget` with sources in `Widget`, and a framework `Core` with sources in `Core` that both link.
enum AppWithWidgetProject {
    /// The XcodeGen spec of the project, the app named `app`.
    static func spec(app: String) -> String {
        """
        name: \(app)
        targets:
          \(app):
            type: application
            platform: iOS
            sources: [App]
            dependencies: [{target: Core}, {target: Widget}]
          Widget:
            type: app-extension
            platform: iOS
            sources: [Widget]
            dependencies: [{target: Core}]
          Core:
            type: framework
            platform: iOS
            sources: [Core]
        """
    }
}
