"""torch.export: the driver."""
