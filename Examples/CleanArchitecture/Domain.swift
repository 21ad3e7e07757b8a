// The Domain: what the app is about and what it can do. No UI, no persistence.

struct Post: Equatable {
    let uid: String
    let title: String
    let content: String
}

/// A use case: does one thing.
protocol PostsUseCase: AnyObject {
    func posts() -> [Post]
    func save(post: Post)
}

/// Hides which platform implements the use cases.
protocol UseCaseProvider: AnyObject {
    func makePostsUseCase() -> PostsUseCase
}
