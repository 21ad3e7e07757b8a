/// A brochure printed on request for the model a customer names.
struct Brochure {
    let title: String
}
