def forward(self, boxes : torch.Tensor, scores : torch.Tensor, iou_threshold : float) -> torch.Tensor:
    nms = torch.ops.torchvision.nms(boxes, scores, iou_threshold);  boxes = scores = iou_threshold = None
    return nms
