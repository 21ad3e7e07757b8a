/// A seat, registered twice under names with one class: instances cannot tell them apart.
protocol Seat: AnyObject {}
