def loop_over_tensor_size(x: Tensor) -> Tensor:
  out = torch.zeros_like(x)
  for i in range(torch.size(x, 0)):
    _0 = torch.mul(torch.select(x, 0, i), i)
    _1 = torch.copy_(torch.select(out, 0, i), _0)
  return out
