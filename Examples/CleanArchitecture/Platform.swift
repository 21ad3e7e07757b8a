// The Platform: concrete implementations of the Domain on one storage technology each.
// Core Data, Realm and the network are stand-ins with the same shapes as the real frameworks' objects.

/// Stands in for an `NSManagedObject` subclass.
final class CDPost {
    var uid: String?
    var title: String?
    var content: String?
}

/// Stands in for `NSPersistentContainer` and its context.
final class CoreDataStack {
    private(set) var objects: [CDPost] = []
    func insert(_ post: CDPost) { objects.append(post) }
}

/// Stands in for a Realm `Object`.
final class RMPost {
    var uid = ""
    var title = ""
    var content = ""
}

/// Stands in for a Realm database.
final class RealmStore {
    private(set) var objects: [RMPost] = []
    func add(_ post: RMPost) { objects.append(post) }
}

/// Stands in for an HTTP API.
final class PostsAPI {
    private var remote: [Post] = [Post(uid: "r1", title: "From the network", content: "…")]
    func fetch() -> [Post] { remote }
    func upload(_ post: Post) { remote.append(post) }
}

/// Any storage the repository can use.
protocol PostStorage: AnyObject {
    func all() -> [Post]
    func store(_ post: Post)
}

final class CoreDataStorage: PostStorage {
    let stack: CoreDataStack
    init(stack: CoreDataStack) { self.stack = stack }
    func all() -> [Post] {
        stack.objects.map { Post(uid: $0.uid ?? "", title: $0.title ?? "", content: $0.content ?? "") }
    }
    func store(_ post: Post) {
        let object = CDPost()
        object.uid = post.uid
        object.title = post.title
        object.content = post.content
        stack.insert(object)
    }
}

final class RealmStorage: PostStorage {
    let store: RealmStore
    init(store: RealmStore) { self.store = store }
    func all() -> [Post] { store.objects.map { Post(uid: $0.uid, title: $0.title, content: $0.content) } }
    func store(_ post: Post) {
        let object = RMPost()
        object.uid = post.uid
        object.title = post.title
        object.content = post.content
        store.add(object)
    }
}

final class NetworkStorage: PostStorage {
    let api: PostsAPI
    init(api: PostsAPI) { self.api = api }
    func all() -> [Post] { api.fetch() }
    func store(_ post: Post) { api.upload(post) }
}

/// The platform's use case: the same code on every storage.
final class PlatformPostsUseCase: PostsUseCase {
    private let storage: PostStorage
    init(storage: PostStorage) { self.storage = storage }
    func posts() -> [Post] { storage.all().sorted { $0.uid < $1.uid } }
    func save(post: Post) { storage.store(post) }
}

final class PlatformUseCaseProvider: UseCaseProvider {
    let storage: PostStorage
    init(storage: PostStorage) { self.storage = storage }
    func makePostsUseCase() -> PostsUseCase { PlatformPostsUseCase(storage: storage) }
}
