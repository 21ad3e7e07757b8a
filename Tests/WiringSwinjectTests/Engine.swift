/// An engine; two makers are registered under names.
protocol Engine: AnyObject { var maker: String { get } }
