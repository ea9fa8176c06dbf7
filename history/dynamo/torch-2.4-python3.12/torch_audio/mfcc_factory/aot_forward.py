# forward graph 1 of 3
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[1, 1600]", arg1_1: "f32[400]"):
        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: waveform = waveform.reshape(-1, shape[-1])
        view: "f32[1, 1600]" = torch.ops.aten.view.default(arg0_1, [-1, 1600]);  arg0_1 = None

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: spec_f = torch.stft(
        view_1: "f32[1, 1, 1600]" = torch.ops.aten.view.default(view, [1, 1, 1600]);  view = None
        reflection_pad1d: "f32[1, 1, 2000]" = torch.ops.aten.reflection_pad1d.default(view_1, [200, 200]);  view_1 = None
        view_2: "f32[1, 2000]" = torch.ops.aten.view.default(reflection_pad1d, [1, 2000]);  reflection_pad1d = None
        unfold: "f32[1, 9, 400]" = torch.ops.aten.unfold.default(view_2, -1, 400, 200);  view_2 = None
        mul: "f32[1, 9, 400]" = torch.ops.aten.mul.Tensor(unfold, arg1_1);  unfold = arg1_1 = None
        _fft_r2c: "c64[1, 9, 201]" = torch.ops.aten._fft_r2c.default(mul, [2], 0, True);  mul = None
        transpose: "c64[1, 201, 9]" = torch.ops.aten.transpose.int(_fft_r2c, 1, 2);  _fft_r2c = None

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: spec_f = spec_f.reshape(shape[:-1] + spec_f.shape[-2:])
        view_3: "c64[1, 201, 9]" = torch.ops.aten.view.default(transpose, [1, 201, 9]);  transpose = None

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: return spec_f.abs().pow(power)
        abs_1: "f32[1, 201, 9]" = torch.ops.aten.abs.default(view_3);  view_3 = None
        pow_1: "f32[1, 201, 9]" = torch.ops.aten.pow.Tensor_Scalar(abs_1, 2.0);  abs_1 = None
        return (pow_1,)

# forward graph 2 of 3
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[201, 128]", arg1_1: "f32[1, 201, 9]"):
        # File: torchaudio/transforms/_transforms.py:MelScale.forward in forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        transpose: "f32[1, 9, 201]" = torch.ops.aten.transpose.int(arg1_1, -1, -2);  arg1_1 = None
        expand: "f32[1, 9, 201]" = torch.ops.aten.expand.default(transpose, [1, 9, 201]);  transpose = None
        view: "f32[1, 9, 201]" = torch.ops.aten.view.default(expand, [1, 9, 201]);  expand = None
        expand_1: "f32[1, 201, 128]" = torch.ops.aten.expand.default(arg0_1, [1, 201, 128]);  arg0_1 = None
        view_1: "f32[1, 201, 128]" = torch.ops.aten.view.default(expand_1, [1, 201, 128]);  expand_1 = None
        bmm: "f32[1, 9, 128]" = torch.ops.aten.bmm.default(view, view_1);  view = view_1 = None
        view_2: "f32[1, 9, 128]" = torch.ops.aten.view.default(bmm, [1, 9, 128]);  bmm = None
        transpose_1: "f32[1, 128, 9]" = torch.ops.aten.transpose.int(view_2, -1, -2);  view_2 = None
        return (transpose_1,)

# forward graph 3 of 3
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 40]", arg1_1: "f32[1, 128, 9]"):
        # File: torchaudio/functional/functional.py:amplitude_to_DB in amplitude_to_DB, code: x_db = multiplier * torch.log10(torch.clamp(x, min=amin))
        clamp: "f32[1, 128, 9]" = torch.ops.aten.clamp.default(arg1_1, 1e-10);  arg1_1 = None
        log10: "f32[1, 128, 9]" = torch.ops.aten.log10.default(clamp);  clamp = None
        mul: "f32[1, 128, 9]" = torch.ops.aten.mul.Tensor(log10, 10.0);  log10 = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB in amplitude_to_DB, code: x_db -= multiplier * db_multiplier
        sub: "f32[1, 128, 9]" = torch.ops.aten.sub.Tensor(mul, 0.0);  mul = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB in amplitude_to_DB, code: x_db = torch.max(x_db, (x_db.amax(dim=(-3, -2, -1)) - top_db).view(-1, 1, 1, 1))
        view_1: "f32[1, 1, 128, 9]" = torch.ops.aten.view.default(sub, [1, 1, 128, 9]);  sub = None
        amax: "f32[1]" = torch.ops.aten.amax.default(view_1, [-3, -2, -1])
        sub_1: "f32[1]" = torch.ops.aten.sub.Tensor(amax, 80.0);  amax = None
        view_2: "f32[1, 1, 1, 1]" = torch.ops.aten.view.default(sub_1, [-1, 1, 1, 1]);  sub_1 = None
        maximum: "f32[1, 1, 128, 9]" = torch.ops.aten.maximum.default(view_1, view_2);  view_1 = view_2 = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB in amplitude_to_DB, code: x_db = x_db.reshape(shape)
        view_3: "f32[1, 128, 9]" = torch.ops.aten.view.default(maximum, [1, 128, 9]);  maximum = None

        # File: torchaudio/transforms/_transforms.py:MFCC.forward in torch_dynamo_resume_in_forward_at_MFCC:76, code: mfcc = torch.matmul(mel_specgram.transpose(-1, -2), self.dct_mat).transpose(-1, -2)
        transpose: "f32[1, 9, 128]" = torch.ops.aten.transpose.int(view_3, -1, -2);  view_3 = None
        view_4: "f32[9, 128]" = torch.ops.aten.view.default(transpose, [9, 128]);  transpose = None
        mm: "f32[9, 40]" = torch.ops.aten.mm.default(view_4, arg0_1);  view_4 = arg0_1 = None
        view_5: "f32[1, 9, 40]" = torch.ops.aten.view.default(mm, [1, 9, 40]);  mm = None
        transpose_1: "f32[1, 40, 9]" = torch.ops.aten.transpose.int(view_5, -1, -2);  view_5 = None
        return (transpose_1,)
