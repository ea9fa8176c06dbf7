def nms(boxes: Tensor,
    scores: Tensor,
    iou_threshold: float) -> Tensor:
  _0 = __torch__.torchvision.extension._assert_has_ops
  _1 = _0()
  _2 = ops.torchvision.nms(boxes, scores, iou_threshold)
  return _2
