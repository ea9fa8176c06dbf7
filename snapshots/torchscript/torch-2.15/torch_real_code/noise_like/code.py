def noise_like(x: Tensor) -> Tensor:
  return torch.add(x, torch.randn_like(x))
