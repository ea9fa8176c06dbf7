"""onnxscript's ``@script``: the driver and its entry."""
