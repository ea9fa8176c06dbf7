def forward(self,
    x: Tensor) -> Tensor:
  out = torch.zeros_like(x)
  repeats = self.repeats
  out0 = out
  for _0 in range(torch.len(repeats)):
    r = repeats[_0]
    weights = self.weights
    _1 = torch.mul(torch.mul(x, weights["a"]), float(r))
    out0 = torch.add(out0, _1)
  weights0 = self.weights
  return torch.mul(out0, weights0["b"])
