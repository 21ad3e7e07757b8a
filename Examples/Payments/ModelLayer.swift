// The model layer: payments business rules, independent of persistence and networking.

protocol PaymentPersistence: AnyObject {
    func save(_ payment: Payment)
    func all() -> [Payment]
}

protocol PaymentService: AnyObject {
    func submit(_ payment: Payment) -> Bool
}

struct Payment: Equatable {
    let amount: Int
    let payee: String
}

final class PaymentsFacade {
    let persistence: PaymentPersistence
    let service: PaymentService

    init(persistence: PaymentPersistence, service: PaymentService) {
        self.persistence = persistence
        self.service = service
    }

    func pay(_ amount: Int, to payee: String) -> Bool {
        let payment = Payment(amount: amount, payee: payee)
        guard service.submit(payment) else { return false }
        persistence.save(payment)
        return true
    }
}

final class ProfileValidator {
    func isValid(name: String) -> Bool { !name.isEmpty }
}

final class ProfileSessionFacade {
    var userName = "ada"
}
