/// A type the roadster's registration forwards.
protocol Vehicle: AnyObject {}
