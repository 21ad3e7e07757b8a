// The services layer: persistence and web-service stand-ins behind the model's plugin.

final class HTTPClient {
    private(set) var requests: [String] = []
    func post(_ path: String) -> Bool {
        requests.append(path)
        return true
    }
}

final class InMemoryPaymentPersistence: PaymentPersistence {
    private var payments: [Payment] = []
    func save(_ payment: Payment) { payments.append(payment) }
    func all() -> [Payment] { payments }
}

final class PaymentWebService: PaymentService {
    let client: HTTPClient
    init(client: HTTPClient) { self.client = client }
    func submit(_ payment: Payment) -> Bool { client.post("/payments/\(payment.payee)") }
}
