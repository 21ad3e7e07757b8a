@_spi(WiringInspection) import Boundaries
import Testing

/// Every Boundaries README sample builds and behaves as the README says.
@Suite struct ReadmeSampleTests {
    // MARK: Defining a Boundary

    @Test func computedPropertyMakesANewObjectOnEveryAccess() throws {
        let app = ReadmeDefiningABoundary.TestRoot.Resolved()
        let model = try inspectedBoundary(of: app.modelBoundary)
        #expect(model.profileValidator !== model.profileValidator)
    }

    @Test func lazyPropertyIsMadeOnDemandAndThenKept() throws {
        let app = ReadmeDefiningABoundary.TestRoot.Resolved()
        let model = try inspectedBoundary(of: app.modelBoundary)
        #expect(lazyStorageIsEmpty(model, property: "signInTask") == true)
        let first = model.signInTask
        #expect(lazyStorageIsEmpty(model, property: "signInTask") == false)
        #expect(first is ReadmeDefiningABoundary.SignInTaskImplementation)
        #expect(model.signInTask === first)
    }

    @Test func storedPropertyIsSetByTheInitializerOncePerBoundary() throws {
        let app = ReadmeDefiningABoundary.TestRoot.Resolved()
        let model = try inspectedBoundary(of: app.modelBoundary)
        let stored = Mirror(reflecting: model).children.first { $0.label == "profileSession" }?.value
        let session = try #require(stored as? ReadmeDefiningABoundary.ProfileSessionFacade)
        #expect(model.profileSession === session)
        #expect(try inspectedBoundary(of: app.modelBoundary).profileSession === session)

        let otherApp = ReadmeDefiningABoundary.TestRoot.Resolved()
        #expect(try inspectedBoundary(of: otherApp.modelBoundary).profileSession !== session)
    }

    // MARK: Dependencies

    @Test func dependenciesReachTheDependeesInputPorts() throws {
        let app = ReadmeDependencies.TestRoot.Resolved()
        let modelRecord = BoundaryInspection.record(of: app.modelBoundary.inspectedBoundary)
        #expect(modelRecord.ports.isEmpty)

        let presenter = app.presenterBoundary.paymentsPresenter
        // The facade came from the model's port: the model recorded making it.
        #expect(modelRecord.ports.map(\.name) == ["paymentsFacade"])
        // Both ports are computed, so every read builds a new presenter on a new facade.
        let again = app.presenterBoundary.paymentsPresenter
        #expect(again !== presenter)
        #expect(again.paymentsFacade !== presenter.paymentsFacade)
    }

    @Test func dependenciesReturnTheDependeesPortObject() {
        let app = PortFixtures.Root.Resolved()
        let shared = app.sourceBoundary.shared
        #expect(shared.name == "shared")
        #expect(app.readerBoundary.sharedSeen === shared)
        #expect(app.readerBoundary.freshSeen.name == "fresh")
        #expect(app.readerBoundary.freshSeen !== app.readerBoundary.freshSeen)
    }

    // MARK: Plugins

    @Test func pluginPortsComeFromTheAdapter() {
        let app = ReadmePlugins.TestRoot.Resolved()
        let facade = app.modelBoundary.paymentsFacade
        #expect(facade.persistence is ReadmePlugins.CoreDataPaymentPersistence)
        #expect(facade.service is ReadmePlugins.PlaymentWebService)
        // The plugin was made once: every new facade gets the same persistence and service.
        let again = app.modelBoundary.paymentsFacade
        #expect(again !== facade)
        #expect(again.persistence === facade.persistence)
        #expect(again.service === facade.service)
    }

    @Test func makePluginRunsOncePerPluginResolution() {
        let app = PortFixtures.Root.Resolved()
        #expect(app.adapterBoundary.makePluginCalls == 0)

        let token = app.declaringBoundary.pluginToken
        #expect(token.name == "plugin 1")
        #expect(app.declaringBoundary.pluginToken === token)
        #expect(app.adapterBoundary.makePluginCalls == 1)

        let fresh = (1...3).map { _ in app.freshDeclaringBoundary.pluginToken }
        #expect(fresh.map(\.name) == ["plugin 2", "plugin 3", "plugin 4"])
        #expect(app.adapterBoundary.makePluginCalls == 4)
    }

    // MARK: Container Boundary

    @Test func containerWiresViewToPresenterToModelToAdapter() throws {
        let app = ReadmeRootBoundary.ApplicationBoundary.Resolved()
        let resolvedPayments = try inspectedBoundary(of: app).payments
        let payments = try inspectedBoundary(of: resolvedPayments)
        let view = try #require(resolvedPayments.paymentsView as? ReadmeContainerBoundary.PaymentsViewController)
        let model = try inspectedBoundary(of: payments.model)
        #expect(view.presenter.paymentsFacade.persistence === model.dependencies.paymentPersistence)
        #expect(view.presenter.paymentsFacade.service === model.dependencies.paymentService)
    }

    @Test func containerResolvesLazySubboundariesOnce() throws {
        let app = ReadmeRootBoundary.ApplicationBoundary.Resolved()
        let payments = try inspectedBoundary(of: try inspectedBoundary(of: app).payments)
        let model = payments.model.inspectedBoundary
        for _ in 1...3 { _ = payments.paymentsView }
        #expect(payments.model.inspectedBoundary === model)
        #expect(payments.service.inspectedBoundary === payments.service.inspectedBoundary)

        let children = BoundaryInspection.record(of: payments).children
        #expect(children.count == 5)
        #expect(children.allSatisfy { $0.resolveCount == 1 })
    }

    // MARK: Root Boundary

    @Test func sceneDelegateShowsTheRootViewBuiltByTheApplicationBoundary() throws {
        let delegate = ReadmeRootBoundary.SceneDelegate()
        delegate.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())

        let window = try #require(delegate.window)
        #expect(window.isKeyWindow)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let view = try #require(navigation.viewControllers.first as? ReadmeContainerBoundary.PaymentsViewController)

        let application = try inspectedBoundary(of: delegate.appBoundary)
        let model = try inspectedBoundary(of: try inspectedBoundary(of: application.payments).model)
        #expect(view.presenter.paymentsFacade.persistence === model.dependencies.paymentPersistence)
        #expect(view.presenter.paymentsFacade.persistence is ReadmePlugins.CoreDataPaymentPersistence)
    }

    @Test func sceneDelegateIgnoresASceneWithoutWindows() {
        let delegate = ReadmeRootBoundary.SceneDelegate()
        delegate.scene(UIScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
        #expect(delegate.window == nil)
    }

    @Test func rootViewIsBuiltAfreshOnTheSameFeatureGraph() throws {
        let app = ReadmeRootBoundary.ApplicationBoundary.Resolved()
        let first = try #require(app.rootView as? UINavigationController)
        let second = try #require(app.rootView as? UINavigationController)
        #expect(first !== second)
        let firstView = try #require(first.viewControllers.first as? ReadmeContainerBoundary.PaymentsViewController)
        let secondView = try #require(second.viewControllers.first as? ReadmeContainerBoundary.PaymentsViewController)
        // Presenter and facade are computed ports; the plugin under them was made once.
        #expect(firstView.presenter !== secondView.presenter)
        #expect(firstView.presenter.paymentsFacade.persistence === secondView.presenter.paymentsFacade.persistence)
    }

    private func lazyStorageIsEmpty(_ subject: Any, property: String) -> Bool? {
        guard let storage = Mirror(reflecting: subject).children.first(where: { $0.label == "$__lazy_storage_$_\(property)" })
        else { return nil }
        return Mirror(reflecting: storage.value).children.isEmpty
    }
}
