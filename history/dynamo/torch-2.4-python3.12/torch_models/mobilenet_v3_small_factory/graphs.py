# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[1, 3, 64, 64]"):
        l_x_ = L_x_

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.features(x)
        l__self___features_0_0: "f32[1, 16, 32, 32]" = self.L__self___features_0_0(l_x_);  l_x_ = None
        l__self___features_0_1: "f32[1, 16, 32, 32]" = self.L__self___features_0_1(l__self___features_0_0);  l__self___features_0_0 = None
        l__self___features_0_2: "f32[1, 16, 32, 32]" = self.L__self___features_0_2(l__self___features_0_1);  l__self___features_0_1 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___1___block_0_0: "f32[1, 16, 16, 16]" = self.getattr_L__self___features___1___block_0_0(l__self___features_0_2);  l__self___features_0_2 = None
        getattr_l__self___features___1___block_0_1: "f32[1, 16, 16, 16]" = self.getattr_L__self___features___1___block_0_1(getattr_l__self___features___1___block_0_0);  getattr_l__self___features___1___block_0_0 = None
        getattr_l__self___features___1___block_0_2: "f32[1, 16, 16, 16]" = self.getattr_L__self___features___1___block_0_2(getattr_l__self___features___1___block_0_1);  getattr_l__self___features___1___block_0_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        scale: "f32[1, 16, 1, 1]" = self.getattr_getattr_L__self___features___1___block___1___avgpool(getattr_l__self___features___1___block_0_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        scale_1: "f32[1, 8, 1, 1]" = self.getattr_getattr_L__self___features___1___block___1___fc1(scale);  scale = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        scale_2: "f32[1, 8, 1, 1]" = self.getattr_getattr_L__self___features___1___block___1___activation(scale_1);  scale_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        scale_3: "f32[1, 16, 1, 1]" = self.getattr_getattr_L__self___features___1___block___1___fc2(scale_2);  scale_2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        scale_4: "f32[1, 16, 1, 1]" = self.getattr_getattr_L__self___features___1___block___1___scale_activation(scale_3);  scale_3 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul: "f32[1, 16, 16, 16]" = scale_4 * getattr_l__self___features___1___block_0_2;  scale_4 = getattr_l__self___features___1___block_0_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___1___block_2_0: "f32[1, 16, 16, 16]" = self.getattr_L__self___features___1___block_2_0(mul);  mul = None
        result: "f32[1, 16, 16, 16]" = self.getattr_L__self___features___1___block_2_1(getattr_l__self___features___1___block_2_0);  getattr_l__self___features___1___block_2_0 = None
        getattr_l__self___features___2___block_0_0: "f32[1, 72, 16, 16]" = self.getattr_L__self___features___2___block_0_0(result);  result = None
        getattr_l__self___features___2___block_0_1: "f32[1, 72, 16, 16]" = self.getattr_L__self___features___2___block_0_1(getattr_l__self___features___2___block_0_0);  getattr_l__self___features___2___block_0_0 = None
        getattr_l__self___features___2___block_0_2: "f32[1, 72, 16, 16]" = self.getattr_L__self___features___2___block_0_2(getattr_l__self___features___2___block_0_1);  getattr_l__self___features___2___block_0_1 = None
        getattr_l__self___features___2___block_1_0: "f32[1, 72, 8, 8]" = self.getattr_L__self___features___2___block_1_0(getattr_l__self___features___2___block_0_2);  getattr_l__self___features___2___block_0_2 = None
        getattr_l__self___features___2___block_1_1: "f32[1, 72, 8, 8]" = self.getattr_L__self___features___2___block_1_1(getattr_l__self___features___2___block_1_0);  getattr_l__self___features___2___block_1_0 = None
        getattr_l__self___features___2___block_1_2: "f32[1, 72, 8, 8]" = self.getattr_L__self___features___2___block_1_2(getattr_l__self___features___2___block_1_1);  getattr_l__self___features___2___block_1_1 = None
        getattr_l__self___features___2___block_2_0: "f32[1, 24, 8, 8]" = self.getattr_L__self___features___2___block_2_0(getattr_l__self___features___2___block_1_2);  getattr_l__self___features___2___block_1_2 = None
        result_1: "f32[1, 24, 8, 8]" = self.getattr_L__self___features___2___block_2_1(getattr_l__self___features___2___block_2_0);  getattr_l__self___features___2___block_2_0 = None
        getattr_l__self___features___3___block_0_0: "f32[1, 88, 8, 8]" = self.getattr_L__self___features___3___block_0_0(result_1)
        getattr_l__self___features___3___block_0_1: "f32[1, 88, 8, 8]" = self.getattr_L__self___features___3___block_0_1(getattr_l__self___features___3___block_0_0);  getattr_l__self___features___3___block_0_0 = None
        getattr_l__self___features___3___block_0_2: "f32[1, 88, 8, 8]" = self.getattr_L__self___features___3___block_0_2(getattr_l__self___features___3___block_0_1);  getattr_l__self___features___3___block_0_1 = None
        getattr_l__self___features___3___block_1_0: "f32[1, 88, 8, 8]" = self.getattr_L__self___features___3___block_1_0(getattr_l__self___features___3___block_0_2);  getattr_l__self___features___3___block_0_2 = None
        getattr_l__self___features___3___block_1_1: "f32[1, 88, 8, 8]" = self.getattr_L__self___features___3___block_1_1(getattr_l__self___features___3___block_1_0);  getattr_l__self___features___3___block_1_0 = None
        getattr_l__self___features___3___block_1_2: "f32[1, 88, 8, 8]" = self.getattr_L__self___features___3___block_1_2(getattr_l__self___features___3___block_1_1);  getattr_l__self___features___3___block_1_1 = None
        getattr_l__self___features___3___block_2_0: "f32[1, 24, 8, 8]" = self.getattr_L__self___features___3___block_2_0(getattr_l__self___features___3___block_1_2);  getattr_l__self___features___3___block_1_2 = None
        result_2: "f32[1, 24, 8, 8]" = self.getattr_L__self___features___3___block_2_1(getattr_l__self___features___3___block_2_0);  getattr_l__self___features___3___block_2_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        result_2 += result_1;  result_3: "f32[1, 24, 8, 8]" = result_2;  result_2 = result_1 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___4___block_0_0: "f32[1, 96, 8, 8]" = self.getattr_L__self___features___4___block_0_0(result_3);  result_3 = None
        getattr_l__self___features___4___block_0_1: "f32[1, 96, 8, 8]" = self.getattr_L__self___features___4___block_0_1(getattr_l__self___features___4___block_0_0);  getattr_l__self___features___4___block_0_0 = None
        getattr_l__self___features___4___block_0_2: "f32[1, 96, 8, 8]" = self.getattr_L__self___features___4___block_0_2(getattr_l__self___features___4___block_0_1);  getattr_l__self___features___4___block_0_1 = None
        getattr_l__self___features___4___block_1_0: "f32[1, 96, 4, 4]" = self.getattr_L__self___features___4___block_1_0(getattr_l__self___features___4___block_0_2);  getattr_l__self___features___4___block_0_2 = None
        getattr_l__self___features___4___block_1_1: "f32[1, 96, 4, 4]" = self.getattr_L__self___features___4___block_1_1(getattr_l__self___features___4___block_1_0);  getattr_l__self___features___4___block_1_0 = None
        getattr_l__self___features___4___block_1_2: "f32[1, 96, 4, 4]" = self.getattr_L__self___features___4___block_1_2(getattr_l__self___features___4___block_1_1);  getattr_l__self___features___4___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        scale_5: "f32[1, 96, 1, 1]" = self.getattr_getattr_L__self___features___4___block___2___avgpool(getattr_l__self___features___4___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        scale_6: "f32[1, 24, 1, 1]" = self.getattr_getattr_L__self___features___4___block___2___fc1(scale_5);  scale_5 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        scale_7: "f32[1, 24, 1, 1]" = self.getattr_getattr_L__self___features___4___block___2___activation(scale_6);  scale_6 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        scale_8: "f32[1, 96, 1, 1]" = self.getattr_getattr_L__self___features___4___block___2___fc2(scale_7);  scale_7 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        scale_9: "f32[1, 96, 1, 1]" = self.getattr_getattr_L__self___features___4___block___2___scale_activation(scale_8);  scale_8 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_1: "f32[1, 96, 4, 4]" = scale_9 * getattr_l__self___features___4___block_1_2;  scale_9 = getattr_l__self___features___4___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___4___block_3_0: "f32[1, 40, 4, 4]" = self.getattr_L__self___features___4___block_3_0(mul_1);  mul_1 = None
        result_4: "f32[1, 40, 4, 4]" = self.getattr_L__self___features___4___block_3_1(getattr_l__self___features___4___block_3_0);  getattr_l__self___features___4___block_3_0 = None
        getattr_l__self___features___5___block_0_0: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___5___block_0_0(result_4)
        getattr_l__self___features___5___block_0_1: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___5___block_0_1(getattr_l__self___features___5___block_0_0);  getattr_l__self___features___5___block_0_0 = None
        getattr_l__self___features___5___block_0_2: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___5___block_0_2(getattr_l__self___features___5___block_0_1);  getattr_l__self___features___5___block_0_1 = None
        getattr_l__self___features___5___block_1_0: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___5___block_1_0(getattr_l__self___features___5___block_0_2);  getattr_l__self___features___5___block_0_2 = None
        getattr_l__self___features___5___block_1_1: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___5___block_1_1(getattr_l__self___features___5___block_1_0);  getattr_l__self___features___5___block_1_0 = None
        getattr_l__self___features___5___block_1_2: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___5___block_1_2(getattr_l__self___features___5___block_1_1);  getattr_l__self___features___5___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        scale_10: "f32[1, 240, 1, 1]" = self.getattr_getattr_L__self___features___5___block___2___avgpool(getattr_l__self___features___5___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        scale_11: "f32[1, 64, 1, 1]" = self.getattr_getattr_L__self___features___5___block___2___fc1(scale_10);  scale_10 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        scale_12: "f32[1, 64, 1, 1]" = self.getattr_getattr_L__self___features___5___block___2___activation(scale_11);  scale_11 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        scale_13: "f32[1, 240, 1, 1]" = self.getattr_getattr_L__self___features___5___block___2___fc2(scale_12);  scale_12 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        scale_14: "f32[1, 240, 1, 1]" = self.getattr_getattr_L__self___features___5___block___2___scale_activation(scale_13);  scale_13 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_2: "f32[1, 240, 4, 4]" = scale_14 * getattr_l__self___features___5___block_1_2;  scale_14 = getattr_l__self___features___5___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___5___block_3_0: "f32[1, 40, 4, 4]" = self.getattr_L__self___features___5___block_3_0(mul_2);  mul_2 = None
        result_5: "f32[1, 40, 4, 4]" = self.getattr_L__self___features___5___block_3_1(getattr_l__self___features___5___block_3_0);  getattr_l__self___features___5___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        result_5 += result_4;  result_6: "f32[1, 40, 4, 4]" = result_5;  result_5 = result_4 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___6___block_0_0: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___6___block_0_0(result_6)
        getattr_l__self___features___6___block_0_1: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___6___block_0_1(getattr_l__self___features___6___block_0_0);  getattr_l__self___features___6___block_0_0 = None
        getattr_l__self___features___6___block_0_2: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___6___block_0_2(getattr_l__self___features___6___block_0_1);  getattr_l__self___features___6___block_0_1 = None
        getattr_l__self___features___6___block_1_0: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___6___block_1_0(getattr_l__self___features___6___block_0_2);  getattr_l__self___features___6___block_0_2 = None
        getattr_l__self___features___6___block_1_1: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___6___block_1_1(getattr_l__self___features___6___block_1_0);  getattr_l__self___features___6___block_1_0 = None
        getattr_l__self___features___6___block_1_2: "f32[1, 240, 4, 4]" = self.getattr_L__self___features___6___block_1_2(getattr_l__self___features___6___block_1_1);  getattr_l__self___features___6___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        scale_15: "f32[1, 240, 1, 1]" = self.getattr_getattr_L__self___features___6___block___2___avgpool(getattr_l__self___features___6___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        scale_16: "f32[1, 64, 1, 1]" = self.getattr_getattr_L__self___features___6___block___2___fc1(scale_15);  scale_15 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        scale_17: "f32[1, 64, 1, 1]" = self.getattr_getattr_L__self___features___6___block___2___activation(scale_16);  scale_16 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        scale_18: "f32[1, 240, 1, 1]" = self.getattr_getattr_L__self___features___6___block___2___fc2(scale_17);  scale_17 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        scale_19: "f32[1, 240, 1, 1]" = self.getattr_getattr_L__self___features___6___block___2___scale_activation(scale_18);  scale_18 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_3: "f32[1, 240, 4, 4]" = scale_19 * getattr_l__self___features___6___block_1_2;  scale_19 = getattr_l__self___features___6___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___6___block_3_0: "f32[1, 40, 4, 4]" = self.getattr_L__self___features___6___block_3_0(mul_3);  mul_3 = None
        result_7: "f32[1, 40, 4, 4]" = self.getattr_L__self___features___6___block_3_1(getattr_l__self___features___6___block_3_0);  getattr_l__self___features___6___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        result_7 += result_6;  result_8: "f32[1, 40, 4, 4]" = result_7;  result_7 = result_6 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___7___block_0_0: "f32[1, 120, 4, 4]" = self.getattr_L__self___features___7___block_0_0(result_8);  result_8 = None
        getattr_l__self___features___7___block_0_1: "f32[1, 120, 4, 4]" = self.getattr_L__self___features___7___block_0_1(getattr_l__self___features___7___block_0_0);  getattr_l__self___features___7___block_0_0 = None
        getattr_l__self___features___7___block_0_2: "f32[1, 120, 4, 4]" = self.getattr_L__self___features___7___block_0_2(getattr_l__self___features___7___block_0_1);  getattr_l__self___features___7___block_0_1 = None
        getattr_l__self___features___7___block_1_0: "f32[1, 120, 4, 4]" = self.getattr_L__self___features___7___block_1_0(getattr_l__self___features___7___block_0_2);  getattr_l__self___features___7___block_0_2 = None
        getattr_l__self___features___7___block_1_1: "f32[1, 120, 4, 4]" = self.getattr_L__self___features___7___block_1_1(getattr_l__self___features___7___block_1_0);  getattr_l__self___features___7___block_1_0 = None
        getattr_l__self___features___7___block_1_2: "f32[1, 120, 4, 4]" = self.getattr_L__self___features___7___block_1_2(getattr_l__self___features___7___block_1_1);  getattr_l__self___features___7___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        scale_20: "f32[1, 120, 1, 1]" = self.getattr_getattr_L__self___features___7___block___2___avgpool(getattr_l__self___features___7___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        scale_21: "f32[1, 32, 1, 1]" = self.getattr_getattr_L__self___features___7___block___2___fc1(scale_20);  scale_20 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        scale_22: "f32[1, 32, 1, 1]" = self.getattr_getattr_L__self___features___7___block___2___activation(scale_21);  scale_21 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        scale_23: "f32[1, 120, 1, 1]" = self.getattr_getattr_L__self___features___7___block___2___fc2(scale_22);  scale_22 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        scale_24: "f32[1, 120, 1, 1]" = self.getattr_getattr_L__self___features___7___block___2___scale_activation(scale_23);  scale_23 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_4: "f32[1, 120, 4, 4]" = scale_24 * getattr_l__self___features___7___block_1_2;  scale_24 = getattr_l__self___features___7___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___7___block_3_0: "f32[1, 48, 4, 4]" = self.getattr_L__self___features___7___block_3_0(mul_4);  mul_4 = None
        result_9: "f32[1, 48, 4, 4]" = self.getattr_L__self___features___7___block_3_1(getattr_l__self___features___7___block_3_0);  getattr_l__self___features___7___block_3_0 = None
        getattr_l__self___features___8___block_0_0: "f32[1, 144, 4, 4]" = self.getattr_L__self___features___8___block_0_0(result_9)
        getattr_l__self___features___8___block_0_1: "f32[1, 144, 4, 4]" = self.getattr_L__self___features___8___block_0_1(getattr_l__self___features___8___block_0_0);  getattr_l__self___features___8___block_0_0 = None
        getattr_l__self___features___8___block_0_2: "f32[1, 144, 4, 4]" = self.getattr_L__self___features___8___block_0_2(getattr_l__self___features___8___block_0_1);  getattr_l__self___features___8___block_0_1 = None
        getattr_l__self___features___8___block_1_0: "f32[1, 144, 4, 4]" = self.getattr_L__self___features___8___block_1_0(getattr_l__self___features___8___block_0_2);  getattr_l__self___features___8___block_0_2 = None
        getattr_l__self___features___8___block_1_1: "f32[1, 144, 4, 4]" = self.getattr_L__self___features___8___block_1_1(getattr_l__self___features___8___block_1_0);  getattr_l__self___features___8___block_1_0 = None
        getattr_l__self___features___8___block_1_2: "f32[1, 144, 4, 4]" = self.getattr_L__self___features___8___block_1_2(getattr_l__self___features___8___block_1_1);  getattr_l__self___features___8___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        scale_25: "f32[1, 144, 1, 1]" = self.getattr_getattr_L__self___features___8___block___2___avgpool(getattr_l__self___features___8___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        scale_26: "f32[1, 40, 1, 1]" = self.getattr_getattr_L__self___features___8___block___2___fc1(scale_25);  scale_25 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        scale_27: "f32[1, 40, 1, 1]" = self.getattr_getattr_L__self___features___8___block___2___activation(scale_26);  scale_26 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        scale_28: "f32[1, 144, 1, 1]" = self.getattr_getattr_L__self___features___8___block___2___fc2(scale_27);  scale_27 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        scale_29: "f32[1, 144, 1, 1]" = self.getattr_getattr_L__self___features___8___block___2___scale_activation(scale_28);  scale_28 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_5: "f32[1, 144, 4, 4]" = scale_29 * getattr_l__self___features___8___block_1_2;  scale_29 = getattr_l__self___features___8___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___8___block_3_0: "f32[1, 48, 4, 4]" = self.getattr_L__self___features___8___block_3_0(mul_5);  mul_5 = None
        result_10: "f32[1, 48, 4, 4]" = self.getattr_L__self___features___8___block_3_1(getattr_l__self___features___8___block_3_0);  getattr_l__self___features___8___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        result_10 += result_9;  result_11: "f32[1, 48, 4, 4]" = result_10;  result_10 = result_9 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___9___block_0_0: "f32[1, 288, 4, 4]" = self.getattr_L__self___features___9___block_0_0(result_11);  result_11 = None
        getattr_l__self___features___9___block_0_1: "f32[1, 288, 4, 4]" = self.getattr_L__self___features___9___block_0_1(getattr_l__self___features___9___block_0_0);  getattr_l__self___features___9___block_0_0 = None
        getattr_l__self___features___9___block_0_2: "f32[1, 288, 4, 4]" = self.getattr_L__self___features___9___block_0_2(getattr_l__self___features___9___block_0_1);  getattr_l__self___features___9___block_0_1 = None
        getattr_l__self___features___9___block_1_0: "f32[1, 288, 2, 2]" = self.getattr_L__self___features___9___block_1_0(getattr_l__self___features___9___block_0_2);  getattr_l__self___features___9___block_0_2 = None
        getattr_l__self___features___9___block_1_1: "f32[1, 288, 2, 2]" = self.getattr_L__self___features___9___block_1_1(getattr_l__self___features___9___block_1_0);  getattr_l__self___features___9___block_1_0 = None
        getattr_l__self___features___9___block_1_2: "f32[1, 288, 2, 2]" = self.getattr_L__self___features___9___block_1_2(getattr_l__self___features___9___block_1_1);  getattr_l__self___features___9___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        scale_30: "f32[1, 288, 1, 1]" = self.getattr_getattr_L__self___features___9___block___2___avgpool(getattr_l__self___features___9___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        scale_31: "f32[1, 72, 1, 1]" = self.getattr_getattr_L__self___features___9___block___2___fc1(scale_30);  scale_30 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        scale_32: "f32[1, 72, 1, 1]" = self.getattr_getattr_L__self___features___9___block___2___activation(scale_31);  scale_31 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        scale_33: "f32[1, 288, 1, 1]" = self.getattr_getattr_L__self___features___9___block___2___fc2(scale_32);  scale_32 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        scale_34: "f32[1, 288, 1, 1]" = self.getattr_getattr_L__self___features___9___block___2___scale_activation(scale_33);  scale_33 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_6: "f32[1, 288, 2, 2]" = scale_34 * getattr_l__self___features___9___block_1_2;  scale_34 = getattr_l__self___features___9___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___9___block_3_0: "f32[1, 96, 2, 2]" = self.getattr_L__self___features___9___block_3_0(mul_6);  mul_6 = None
        result_12: "f32[1, 96, 2, 2]" = self.getattr_L__self___features___9___block_3_1(getattr_l__self___features___9___block_3_0);  getattr_l__self___features___9___block_3_0 = None
        getattr_l__self___features___10___block_0_0: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___10___block_0_0(result_12)
        getattr_l__self___features___10___block_0_1: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___10___block_0_1(getattr_l__self___features___10___block_0_0);  getattr_l__self___features___10___block_0_0 = None
        getattr_l__self___features___10___block_0_2: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___10___block_0_2(getattr_l__self___features___10___block_0_1);  getattr_l__self___features___10___block_0_1 = None
        getattr_l__self___features___10___block_1_0: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___10___block_1_0(getattr_l__self___features___10___block_0_2);  getattr_l__self___features___10___block_0_2 = None
        getattr_l__self___features___10___block_1_1: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___10___block_1_1(getattr_l__self___features___10___block_1_0);  getattr_l__self___features___10___block_1_0 = None
        getattr_l__self___features___10___block_1_2: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___10___block_1_2(getattr_l__self___features___10___block_1_1);  getattr_l__self___features___10___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        scale_35: "f32[1, 576, 1, 1]" = self.getattr_getattr_L__self___features___10___block___2___avgpool(getattr_l__self___features___10___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        scale_36: "f32[1, 144, 1, 1]" = self.getattr_getattr_L__self___features___10___block___2___fc1(scale_35);  scale_35 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        scale_37: "f32[1, 144, 1, 1]" = self.getattr_getattr_L__self___features___10___block___2___activation(scale_36);  scale_36 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        scale_38: "f32[1, 576, 1, 1]" = self.getattr_getattr_L__self___features___10___block___2___fc2(scale_37);  scale_37 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        scale_39: "f32[1, 576, 1, 1]" = self.getattr_getattr_L__self___features___10___block___2___scale_activation(scale_38);  scale_38 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_7: "f32[1, 576, 2, 2]" = scale_39 * getattr_l__self___features___10___block_1_2;  scale_39 = getattr_l__self___features___10___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___10___block_3_0: "f32[1, 96, 2, 2]" = self.getattr_L__self___features___10___block_3_0(mul_7);  mul_7 = None
        result_13: "f32[1, 96, 2, 2]" = self.getattr_L__self___features___10___block_3_1(getattr_l__self___features___10___block_3_0);  getattr_l__self___features___10___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        result_13 += result_12;  result_14: "f32[1, 96, 2, 2]" = result_13;  result_13 = result_12 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___11___block_0_0: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___11___block_0_0(result_14)
        getattr_l__self___features___11___block_0_1: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___11___block_0_1(getattr_l__self___features___11___block_0_0);  getattr_l__self___features___11___block_0_0 = None
        getattr_l__self___features___11___block_0_2: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___11___block_0_2(getattr_l__self___features___11___block_0_1);  getattr_l__self___features___11___block_0_1 = None
        getattr_l__self___features___11___block_1_0: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___11___block_1_0(getattr_l__self___features___11___block_0_2);  getattr_l__self___features___11___block_0_2 = None
        getattr_l__self___features___11___block_1_1: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___11___block_1_1(getattr_l__self___features___11___block_1_0);  getattr_l__self___features___11___block_1_0 = None
        getattr_l__self___features___11___block_1_2: "f32[1, 576, 2, 2]" = self.getattr_L__self___features___11___block_1_2(getattr_l__self___features___11___block_1_1);  getattr_l__self___features___11___block_1_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        scale_40: "f32[1, 576, 1, 1]" = self.getattr_getattr_L__self___features___11___block___2___avgpool(getattr_l__self___features___11___block_1_2)

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        scale_41: "f32[1, 144, 1, 1]" = self.getattr_getattr_L__self___features___11___block___2___fc1(scale_40);  scale_40 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        scale_42: "f32[1, 144, 1, 1]" = self.getattr_getattr_L__self___features___11___block___2___activation(scale_41);  scale_41 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        scale_43: "f32[1, 576, 1, 1]" = self.getattr_getattr_L__self___features___11___block___2___fc2(scale_42);  scale_42 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        scale_44: "f32[1, 576, 1, 1]" = self.getattr_getattr_L__self___features___11___block___2___scale_activation(scale_43);  scale_43 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_8: "f32[1, 576, 2, 2]" = scale_44 * getattr_l__self___features___11___block_1_2;  scale_44 = getattr_l__self___features___11___block_1_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        getattr_l__self___features___11___block_3_0: "f32[1, 96, 2, 2]" = self.getattr_L__self___features___11___block_3_0(mul_8);  mul_8 = None
        result_15: "f32[1, 96, 2, 2]" = self.getattr_L__self___features___11___block_3_1(getattr_l__self___features___11___block_3_0);  getattr_l__self___features___11___block_3_0 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result += input
        result_15 += result_14;  result_16: "f32[1, 96, 2, 2]" = result_15;  result_15 = result_14 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.features(x)
        l__self___features_12_0: "f32[1, 576, 2, 2]" = self.L__self___features_12_0(result_16);  result_16 = None
        l__self___features_12_1: "f32[1, 576, 2, 2]" = self.L__self___features_12_1(l__self___features_12_0);  l__self___features_12_0 = None
        x: "f32[1, 576, 2, 2]" = self.L__self___features_12_2(l__self___features_12_1);  l__self___features_12_1 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.avgpool(x)
        x_1: "f32[1, 576, 1, 1]" = self.L__self___avgpool(x);  x = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = torch.flatten(x, 1)
        x_2: "f32[1, 576]" = torch.flatten(x_1, 1);  x_1 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.classifier(x)
        l__self___classifier_0: "f32[1, 1024]" = self.L__self___classifier_0(x_2);  x_2 = None
        l__self___classifier_1: "f32[1, 1024]" = self.L__self___classifier_1(l__self___classifier_0);  l__self___classifier_0 = None
        l__self___classifier_2: "f32[1, 1024]" = self.L__self___classifier_2(l__self___classifier_1);  l__self___classifier_1 = None
        x_3: "f32[1, 1000]" = self.L__self___classifier_3(l__self___classifier_2);  l__self___classifier_2 = None
        return (x_3,)
