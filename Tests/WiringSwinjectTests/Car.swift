/// A type the roadster's registration forwards.
protocol Car: Vehicle { var engine: any Engine { get } }
