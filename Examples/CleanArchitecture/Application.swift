// The Application: delivers information to the user (MVVM). It knows the Domain only.

/// Stands in for `UIViewController`.
class ViewController {
    let title: String
    init(title: String) { self.title = title }
}

protocol PostsNavigator: AnyObject {
    func toPosts() -> PostsViewController
}

final class PostsViewModel {
    private let useCase: PostsUseCase
    init(useCase: PostsUseCase) { self.useCase = useCase }

    func titles() -> [String] { useCase.posts().map(\.title) }
    func create(title: String) {
        useCase.save(post: Post(uid: "p\(useCase.posts().count + 1)", title: title, content: ""))
    }
}

final class PostsViewController: ViewController {
    let viewModel: PostsViewModel
    init(viewModel: PostsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Posts")
    }
}

final class DefaultPostsNavigator: PostsNavigator {
    private let useCaseProvider: UseCaseProvider
    init(useCaseProvider: UseCaseProvider) { self.useCaseProvider = useCaseProvider }
    func toPosts() -> PostsViewController {
        PostsViewController(viewModel: PostsViewModel(useCase: useCaseProvider.makePostsUseCase()))
    }
}
