"""torch.onnx with ``dynamo=True``: the driver, ONNX programs as text (``onnxtext.py``, which onnxscript's converter shares), and its entry."""
