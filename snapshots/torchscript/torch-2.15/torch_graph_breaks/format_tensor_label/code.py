def format_tensor_label(x: Tensor) -> Tensor:
  label = torch.format("{:.1f}", torch.sum(x))
  return torch.mul(x, torch.len(label))
