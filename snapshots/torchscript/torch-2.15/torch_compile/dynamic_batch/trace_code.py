def dynamic_batch(x: Tensor) -> Tensor:
  _0 = torch.sum(x, [0])
  _1 = ops.prim.NumToTensor(torch.size(x, 0))
  return torch.mul(_0, _1)
