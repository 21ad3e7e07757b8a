/// The class both seat registrations make.
final class LeatherSeat: Seat {}
