def list_of_tensors(xs: List[Tensor]) -> Tensor:
  out = annotate(List[Tensor], [])
  for i in range(torch.len(xs)):
    _0 = torch.append(out, torch.add(xs[i], float(i)))
  return torch.stack(out)
