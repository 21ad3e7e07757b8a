/// A transmission, kept in the weak scope.
protocol Transmission: AnyObject {}
