import Boundaries

// The posts app of the Clean Architecture example, wired with Boundaries:
// the Domain declares a plugin that each Platform adapter implements, and the
// Application depends on the Domain only. One scene per platform shows the same
// Application and Domain running on Core Data, Realm or the network.

/// The Domain layer. The platform that implements it comes through a plugin.
final class DomainBoundary: Boundary {
    struct Platform: PluginBoundary {
        var useCaseProvider: InputPort<UseCaseProvider>
    }
    typealias Dependencies = BoundaryList.Add<Platform>

    var postsUseCase: InputPort<PostsUseCase> {
        makeInputPort(implementation: dependencies.useCaseProvider.makePostsUseCase())
    }

    var useCaseProvider: InputPort<UseCaseProvider> {
        makeInputPort(implementation: dependencies.useCaseProvider)
    }
}

/// Core Data implementation of the Domain's platform.
final class CoreDataPlatform: AdapterBoundary {
    typealias PluginAdaptee = DomainBoundary.Platform
    let stack = CoreDataStack()

    func makePlugin() -> DomainBoundary.Platform {
        .init(useCaseProvider: makeInputPort(implementation: PlatformUseCaseProvider(storage: CoreDataStorage(stack: stack))))
    }
}

/// Realm implementation of the Domain's platform.
final class RealmPlatform: AdapterBoundary {
    typealias PluginAdaptee = DomainBoundary.Platform
    let store = RealmStore()

    func makePlugin() -> DomainBoundary.Platform {
        .init(useCaseProvider: makeInputPort(implementation: PlatformUseCaseProvider(storage: RealmStorage(store: store))))
    }
}

/// The HTTP layer the network platform builds on.
final class NetworkBoundary: Boundary {
    let api = PostsAPI()
    var postsAPI: InputPort<PostsAPI> { makeInputPort(implementation: api) }
}

/// Network implementation of the Domain's platform.
final class NetworkPlatform: AdapterBoundary {
    typealias PluginAdaptee = DomainBoundary.Platform
    typealias Dependencies = BoundaryList.Add<NetworkBoundary>

    func makePlugin() -> DomainBoundary.Platform {
        .init(useCaseProvider: makeInputPort(implementation: PlatformUseCaseProvider(storage: NetworkStorage(api: dependencies.postsAPI))))
    }
}

/// The Application layer: view models, view controllers and navigation.
final class ApplicationBoundary: Boundary {
    typealias Dependencies = BoundaryList.Add<DomainBoundary>

    private lazy var sharedNavigator = DefaultPostsNavigator(useCaseProvider: dependencies.useCaseProvider)

    lazy var navigator: InputPort<PostsNavigator> = makeInputPort(implementation: sharedNavigator)

    var postsView: InputPort<PostsViewController> {
        makeInputPort(implementation: sharedNavigator.toPosts())
    }
}

/// The posts scene on Core Data.
final class CoreDataScene: ContainerBoundary {
    typealias Subboundaries = BoundaryList.Add<DomainBoundary>.Add<ApplicationBoundary>.Add<CoreDataPlatform>

    lazy var platform: CoreDataPlatform.Resolved = resolver(for: CoreDataPlatform.self).resolved()
    lazy var domain: DomainBoundary.Resolved = resolver(for: DomainBoundary.self).resolve(plugin: platform).resolved()
    lazy var application: ApplicationBoundary.Resolved =
        resolver(for: ApplicationBoundary.self).resolve(dependency: domain).resolved()

    var postsView: InputPort<PostsViewController> { makeInputPort(implementation: application.postsView) }
}

/// The posts scene on Realm.
final class RealmScene: ContainerBoundary {
    typealias Subboundaries = BoundaryList.Add<DomainBoundary>.Add<ApplicationBoundary>.Add<RealmPlatform>

    lazy var platform: RealmPlatform.Resolved = resolver(for: RealmPlatform.self).resolved()
    lazy var domain: DomainBoundary.Resolved = resolver(for: DomainBoundary.self).resolve(plugin: platform).resolved()
    lazy var application: ApplicationBoundary.Resolved =
        resolver(for: ApplicationBoundary.self).resolve(dependency: domain).resolved()

    var postsView: InputPort<PostsViewController> { makeInputPort(implementation: application.postsView) }
}

/// The posts scene on the network.
final class NetworkScene: ContainerBoundary {
    typealias Subboundaries = BoundaryList
        .Add<DomainBoundary>.Add<ApplicationBoundary>.Add<NetworkPlatform>.Add<NetworkBoundary>

    lazy var network: NetworkBoundary.Resolved = resolver(for: NetworkBoundary.self).resolved()
    lazy var platform: NetworkPlatform.Resolved =
        resolver(for: NetworkPlatform.self).resolve(dependency: network).resolved()
    lazy var domain: DomainBoundary.Resolved = resolver(for: DomainBoundary.self).resolve(plugin: platform).resolved()
    lazy var application: ApplicationBoundary.Resolved =
        resolver(for: ApplicationBoundary.self).resolve(dependency: domain).resolved()

    var postsView: InputPort<PostsViewController> { makeInputPort(implementation: application.postsView) }
}

/// The app: one scene per platform, each built only when first shown.
final class PostsApp: RootBoundary {
    typealias Subboundaries = BoundaryList.Add<CoreDataScene>.Add<RealmScene>.Add<NetworkScene>

    lazy var coreData: CoreDataScene.Resolved = resolver(for: CoreDataScene.self).resolved()
    lazy var realm: RealmScene.Resolved = resolver(for: RealmScene.self).resolved()
    lazy var network: NetworkScene.Resolved = resolver(for: NetworkScene.self).resolved()

    var coreDataPosts: InputPort<PostsViewController> { makeInputPort(implementation: coreData.postsView) }
    var realmPosts: InputPort<PostsViewController> { makeInputPort(implementation: realm.postsView) }
    var networkPosts: InputPort<PostsViewController> { makeInputPort(implementation: network.postsView) }
}
