// Presenter and view layers (MVP).

final class PaymentsPresenter {
    let facade: PaymentsFacade
    init(paymentsFacade: PaymentsFacade) { self.facade = paymentsFacade }

    func payTapped(amount: Int, payee: String) -> String {
        facade.pay(amount, to: payee) ? "paid \(amount) to \(payee)" : "payment failed"
    }
}

final class PaymentsViewController: ViewController {
    let presenter: PaymentsPresenter
    init(presenter: PaymentsPresenter) {
        self.presenter = presenter
        super.init(title: "Payments")
    }
}

final class ProfileViewController: ViewController {
    let session: ProfileSessionFacade
    init(session: ProfileSessionFacade) {
        self.session = session
        super.init(title: "Profile")
    }
}
