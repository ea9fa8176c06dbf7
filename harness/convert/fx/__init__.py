"""torch.fx ``symbolic_trace``: the driver."""
