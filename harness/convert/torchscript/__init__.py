"""TorchScript (``torch.jit.script`` and ``torch.jit.trace``): the driver and its framework-free views."""
